/**
 * One way to check a form or request body against its schema, in the browser
 * before it sends and in every function before it stores: each field's first
 * failing check becomes its message.
 */
import * as v from 'valibot';
import type { Field, FieldMeta, Schema } from './fields';

type Output<S extends Schema> = v.InferOutput<S>;
type MaybeMissing<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The clean value a schema yields: required fields present, optional ones maybe. */
export type Values<S extends Schema> = Flat<
  { [K in Exclude<keyof Output<S>, MaybeMissing<Output<S>>>]: Output<S>[K] } & {
    [K in MaybeMissing<Output<S>>]?: Exclude<Output<S>[K], undefined>;
  }
>;

type FormValue<T> = T extends readonly string[] ? string[] : T extends boolean ? boolean : T extends object ? T : string;
/** What a form holds and sends for a schema: every field, as text, a list of texts or a ticked box (a few bodies add an object, sent as JSON). */
export type Input<S extends Schema> = { [K in keyof Output<S>]-?: FormValue<NonNullable<Output<S>[K]>> };

export type FieldErrors = Record<string, string>;
export type Validation<S extends Schema> = { ok: true; value: Values<S> } | { ok: false; errors: FieldErrors };
export type ValidationMode = 'full' | 'partial';

const partials = new WeakMap<Schema, v.GenericSchema>();

/** The same fields, each checked only when the input names it (updates). */
function partialOf(schema: Schema): v.GenericSchema {
  let partial = partials.get(schema);
  if (!partial) {
    partial = v.partial(schema);
    partials.set(schema, partial);
  }
  return partial;
}

/**
 * full: every field is checked (creates, public forms).
 * partial: only the fields present in the input are checked (updates).
 * Unknown fields are dropped, never stored.
 */
export function validate<S extends Schema>(schema: S, input: Record<string, unknown>, mode: ValidationMode = 'full'): Validation<S> {
  const result = v.safeParse(mode === 'partial' ? partialOf(schema) : schema, input, { abortPipeEarly: true });
  if (result.success) {
    const value = Object.fromEntries(Object.entries(result.output as Record<string, unknown>).filter(([, item]) => item !== undefined));
    return { ok: true, value: value as Values<S> };
  }
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = String(issue.path?.[0]?.key ?? '');
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Each field's label, required message and length limit, for labels and input attributes. */
export function fieldMeta<S extends Schema>(schema: S): { [K in keyof S['entries']]: FieldMeta } {
  const entries = Object.entries(schema.entries as Record<string, Field>).map(([name, field]) => [name, field.meta]);
  return Object.fromEntries(entries) as { [K in keyof S['entries']]: FieldMeta };
}

/** Whether any of these errors is a required field left empty (the content forms then say "All Fields are required!"). */
export function missesRequired(schema: Schema, errors: FieldErrors): boolean {
  return Object.entries(errors).some(([name, message]) => schema.entries[name]?.meta.required === message);
}
