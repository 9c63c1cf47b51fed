/**
 * The rich-text editor's keys, so a keyboard user is never trapped in it
 * (WCAG 2.1.2). Quill's Tab bindings (tab character, list and code-block
 * indent, outdent) are switched off: Tab and Shift+Tab then move focus like
 * anywhere else on the page. Indenting is the toolbar's indent buttons.
 */

/** Every Quill 2 default binding on Tab, by name; null removes it. */
const tabBindings = ['tab', 'indent', 'outdent', 'remove tab', 'indent code-block', 'outdent code-block', 'table tab'];

const tabbable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/**
 * Focuses the first control after `field` (the whole editor, toolbar and
 * tooltip included) in the page's order; the last field on a page has none,
 * and then the field's own first control (the toolbar) takes focus.
 */
export function focusAfter(field: HTMLElement): void {
  const controls = [...document.querySelectorAll<HTMLElement>(tabbable)];
  const next = controls.find(
    (control) => !field.contains(control) && field.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  (next ?? field.querySelector<HTMLElement>(tabbable))?.focus();
}

export const keyboardBindings = {
  ...Object.fromEntries(tabBindings.map((name) => [name, null])),
  // Escape leaves too, for those who expect it to end editing.
  leave: {
    key: 'Escape',
    handler(this: { quill: { container: HTMLElement } }) {
      focusAfter(this.quill.container.parentElement ?? this.quill.container);
      return false;
    },
  },
};
