/**
 * How a content body is checked under the editors' workflow (drafts and scheduling), the
 * same in the browser and in the functions: a draft needs only its title
 * (whatever else it names is checked); publishing needs the spec's fields.
 * The banner's alt text never blocks a save: without one the image is
 * published as decorative (alt=""). The rules that need the stored item (an
 * update that publishes must make the whole item complete) are the server's
 * (functions/core/content/publish-state.ts).
 */
import type { Schema } from './fields';
import { type FieldErrors, type Validation, type ValidationMode, validate } from './validate';

/** The status a raw body asks for, as its schema will read it. */
function requested(input: Record<string, unknown>): string | undefined {
  return typeof input.status === 'string' ? input.status.trim() : undefined;
}

/** A draft's failure is its own field's message (a missing title), never the spec's "All Fields are required!". */
export const isDraftBody = (input: Record<string, unknown>) => requested(input) === 'draft';

/**
 * mode full: a create; partial: an update (only the fields it names).
 * title: the field a draft must have (titleFields in ./content).
 */
export function validateContent<S extends Schema>(
  schema: S,
  input: Record<string, unknown>,
  mode: ValidationMode,
  title: string,
): Validation<S> {
  return isDraftBody(input) ? validateDraft(schema, input, mode, title) : validate(schema, input, mode);
}

/** Required fields other than the title may stay empty: they are left out, never stored as blanks. */
function validateDraft<S extends Schema>(schema: S, input: Record<string, unknown>, mode: ValidationMode, title: string): Validation<S> {
  const first = validate(schema, input, mode);
  if (first.ok) return first;
  const blanks = Object.keys(first.errors).filter((name) => name !== title && schema.entries[name]?.meta.required === first.errors[name]);
  const others: FieldErrors = Object.fromEntries(Object.entries(first.errors).filter(([name]) => !blanks.includes(name)));
  if (Object.keys(others).length > 0) return { ok: false, errors: others };
  const rest = Object.fromEntries(Object.entries(input).filter(([name]) => !blanks.includes(name)));
  // The title passed the first check; the blanks are left out, so the rest is checked as given.
  return validate(schema, rest, mode === 'full' ? 'partial' : mode);
}
