import type { FieldErrors } from '@contract/validation';

/** Errors the form shows on another field's block: a gallery's alt texts on the gallery. */
const shownOn: Record<string, string> = { eventImagesAlt: 'eventImages', status: 'publishAt' };

/** The field block an error is shown in. */
export const blockOf = (name: string) => shownOn[name] ?? name;

/** The messages by the block that shows them (the first one wins). */
export function errorsByBlock(errors: FieldErrors): FieldErrors {
  const byBlock: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) byBlock[blockOf(name)] ??= message;
  return byBlock;
}

/** Moves focus to the first refused field in form order (the editing area of a rich-text field). */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const refused = new Set(Object.keys(errors).map(blockOf));
  const block = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((element) => refused.has(element.dataset.field ?? ''));
  const control = block?.querySelector<HTMLElement>('.ql-editor') ?? block?.querySelector<HTMLElement>('input, textarea, select');
  control?.focus();
}
