import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Quill } from 'react-quill-new';
import RichTextEditor from './rich-text-editor';

/** The editor between two fields, focused with the caret at the end of its text. */
async function editorBetweenFields() {
  render(
    <form>
      <input aria-label="Before" />
      <span id="body-label">Body</span>
      <RichTextEditor value="<p>Hello</p>" labelledBy="body-label" describedBy="body-hint" onChange={() => undefined} />
      <input aria-label="After" />
    </form>,
  );
  const editor = await screen.findByRole('textbox', { name: 'Body' });
  const quill = Quill.find(editor.parentElement as HTMLElement) as InstanceType<typeof Quill>;
  quill.focus();
  quill.setSelection(quill.getLength() - 1, 0);
  await waitFor(() => expect(quill.hasFocus()).toBe(true));
  return { editor, quill };
}

const press = (target: HTMLElement, key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('the rich-text editor and the keyboard', () => {
  // jsdom has no layout: Quill measures the caret to scroll it into view.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });

  it('leaves Tab and Shift+Tab to the browser, which moves focus: no tab character, no indent', async () => {
    const { editor, quill } = await editorBetweenFields();
    expect(quill.keyboard.bindings.Tab ?? []).toEqual([]);
    expect(press(editor, 'Tab').defaultPrevented).toBe(false);
    expect(press(editor, 'Tab', true).defaultPrevented).toBe(false);
    expect(quill.getText()).toBe('Hello\n');
    expect(quill.getFormat(0, 1).indent).toBeUndefined();
  });

  it('moves focus to the next field on Escape', async () => {
    const { editor } = await editorBetweenFields();
    expect(press(editor, 'Escape').defaultPrevented).toBe(true);
    expect(screen.getByRole('textbox', { name: 'After' })).toHaveFocus();
  });

  it('tells assistive technology how to leave, before the field’s own description', async () => {
    const { editor } = await editorBetweenFields();
    const [hint = '', own] = (editor.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hint)).toHaveTextContent('Tab and Escape move to the next field; use the toolbar to indent.');
    expect(own).toBe('body-hint');
  });

  it('keeps indenting on named toolbar buttons', async () => {
    await editorBetweenFields();
    const indent = screen.getByRole('button', { name: 'Increase indent' });
    const editor = screen.getByRole('textbox', { name: 'Body' });
    const quill = Quill.find(editor.parentElement as HTMLElement) as InstanceType<typeof Quill>;
    quill.setSelection(0, 0);
    indent.click();
    expect(quill.getFormat(0, 1).indent).toBe(1);
    screen.getByRole('button', { name: 'Decrease indent' }).click();
    expect(quill.getFormat(0, 1).indent).toBeUndefined();
  });
});
