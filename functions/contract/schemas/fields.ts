/**
 * The field kinds every form and request body is built from, as Valibot
 * schemas with the spec's messages (§5). Each field reads what browsers and
 * JSON send (text is trimmed, finite numbers count as text, null and
 * undefined are empty), then checks in a fixed order: required, then its
 * rule (pattern, choice, date), then its length; the first failure is the
 * field's message. Every field carries its label, required message and
 * length limit as `meta`, for the forms' labels and input attributes.
 *
 * The builders are marked free of side effects (as Valibot's own are), so a
 * bundle keeps only the schemas it uses.
 */
import * as v from 'valibot';

export interface FieldMeta {
  readonly label: string;
  /** Message when the field is empty; a field without one is optional. */
  readonly required?: string;
  readonly maxLength?: number;
  /** A group's entry fields (see `group`), for the forms' sub-inputs. */
  readonly entries?: Readonly<Record<string, FieldMeta>>;
  /** A list's or group's most entries. */
  readonly maxItems?: number;
}

/** A field whose clean value is T. */
export type Field<T = unknown> = v.GenericSchema<unknown, T> & { readonly meta: FieldMeta };

/** A check on a non-empty trimmed text: a pattern (v.regex), a choice (v.picklist) or any v.check. */
export type Rule<T extends string = string> = v.GenericPipeItem<string, T>;

/** A missing field is an empty one: it meets its own required message, never Valibot's missing-key text. */
function field<T>(schema: v.GenericSchema<unknown, T>, meta: FieldMeta): Field<T> {
  return Object.assign(v.optional(schema, ''), { meta }) as unknown as Field<T>;
}

/** Quill leaves "<p><br></p>" in an emptied editor: that is no content. */
function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** Any input as trimmed text ('' when empty), or the field's "must be text" message. */
const readText = (label: string, html: boolean) =>
  v.rawTransform<unknown, string>(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    if (raw === undefined || raw === null) return '';
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    if (typeof raw !== 'string') {
      addIssue({ message: `${label} must be text.` });
      return NEVER;
    }
    const text = raw.trim();
    return html && isBlankHtml(text) ? '' : text;
  });

/** One value or a list of them as trimmed texts, empties dropped; anything else is the field's "must be a list" message. */
const readList = (label: string) =>
  v.rawTransform<unknown, string[]>(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    if (raw === undefined || raw === null || raw === '') return [];
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    if (!list.every((item) => typeof item === 'string')) {
      addIssue({ message: `${label} must be a list.` });
      return NEVER;
    }
    return (list as string[]).map((item) => item.trim()).filter((item) => item !== '');
  });

const emptyAsMissing = v.transform((text: string) => (text === '' ? undefined : text));

interface TextOptions<T extends string> {
  readonly required?: string;
  readonly maxLength?: number;
  readonly rule?: Rule<T>;
}

/** Its clean value: always there when the field is required, maybe missing when it is optional. */
type Presence<O, T> = O extends { readonly required: string } ? T : T | undefined;

function textField<T extends string, O extends TextOptions<T>>(label: string, options: O, html: boolean): Field<Presence<O, T>> {
  const { required, maxLength, rule } = options;
  const checked = (rule ? v.pipe(v.string(), rule) : v.string()) as v.GenericSchema<string, T>;
  const limited =
    maxLength === undefined ? checked : v.pipe(checked, v.maxLength(maxLength, `${label} must be at most ${maxLength} characters.`));
  const schema = required
    ? v.pipe(v.unknown(), readText(label, html), v.nonEmpty(required), limited)
    : v.pipe(v.unknown(), readText(label, html), emptyAsMissing, v.optional(limited));
  return field(schema as v.GenericSchema<unknown, Presence<O, T>>, { label, required, maxLength });
}

/** Plain text. */
export const text = <T extends string = string, const O extends TextOptions<T> = TextOptions<T>>(label: string, options: O = {} as O) =>
  textField<T, O>(label, options, false);

/** Rich text from the editor: its blank markup counts as empty. */
export const html = <const O extends TextOptions<string>>(label: string, options: O) => textField<string, O>(label, options, true);

/**
 * A whole number (a year, a count of clients): what forms send as text, or a
 * JSON number; its clean value is a number. Required: an entry without it is
 * blank. Anything but digits, or outside min..max, gets one message.
 */
export function wholeNumber(
  label: string,
  options: { readonly required: string; readonly min?: number; readonly max: number },
): Field<number> {
  const { required, min = 0, max } = options;
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  const schema = v.pipe(
    v.unknown(),
    readText(label, false),
    v.nonEmpty(required),
    v.check((digits: string) => /^\d{1,9}$/.test(digits) && Number(digits) >= min && Number(digits) <= max, message),
    v.transform(Number),
  );
  return field(schema, { label, required, maxLength: String(max).length });
}

/** A ticked box: true, 'true', 'on' or '1' (what forms send); anything else is unticked. */
export function checkbox(label: string, options: { readonly required?: string } = {}): Field<boolean> {
  const ticked = v.pipe(
    v.unknown(),
    v.transform((raw) => raw === true || raw === 'true' || raw === 'on' || raw === '1'),
  );
  const schema = options.required ? v.pipe(ticked, v.value(true, options.required)) : ticked;
  return field(schema, { label, required: options.required });
}

/** Several values (repeated form names or a JSON list), each checked by `rule`; duplicates are dropped. */
export function list(
  label: string,
  options: { readonly required?: string; readonly maxItems?: number; readonly rule: Rule },
): Field<string[]> {
  const { required, maxItems, rule } = options;
  const read = v.pipe(v.unknown(), readList(label));
  const filled = required ? v.pipe(read, v.nonEmpty(required)) : read;
  const bounded = maxItems === undefined ? filled : v.pipe(filled, v.maxLength(maxItems, `${label} can have at most ${maxItems} entries.`));
  const schema = v.pipe(
    bounded,
    v.array(v.pipe(v.string(), rule)),
    v.transform((items) => [...new Set(items)]),
  );
  return field(schema, { label, required });
}

/**
 * Texts that go with another list position by position (a gallery's alt
 * texts): empties and repeats are kept, so each text stays beside its entry.
 */
export function parallelTexts(label: string, options: { readonly maxItems: number; readonly maxLength: number }): Field<string[]> {
  const { maxItems, maxLength } = options;
  const read = v.rawTransform<unknown, string[]>(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    if (raw === undefined || raw === null) return [];
    const items: unknown[] = Array.isArray(raw) ? raw : [raw];
    if (!items.every((item) => typeof item === 'string')) {
      addIssue({ message: `${label} must be a list.` });
      return NEVER;
    }
    return (items as string[]).map((item) => item.trim());
  });
  const schema = v.pipe(
    v.unknown(),
    read,
    v.maxLength(maxItems, `${label} can have at most ${maxItems} entries.`),
    v.check((items) => items.every((item) => item.length <= maxLength), `${label} must be at most ${maxLength} characters.`),
  );
  return field(schema, { label, maxLength });
}

type Flat<T> = { [K in keyof T]: T[K] } & {};
type OptionalIn<E extends Record<string, Field>> = { [K in keyof E]-?: undefined extends v.InferOutput<E[K]> ? K : never }[keyof E];

/** One clean entry of a group: its required fields, and the optional ones that are filled in. */
export type GroupEntry<E extends Record<string, Field>> = Flat<
  { [K in Exclude<keyof E, OptionalIn<E>>]: v.InferOutput<E[K]> } & { [K in OptionalIn<E>]?: Exclude<v.InferOutput<E[K]>, undefined> }
>;

const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);

/** A list of objects, or the same as JSON (multipart sends it as one text); '' and nothing are no entries; anything else, the "must be a list" message. */
const readEntries = (label: string) =>
  v.rawTransform<unknown, Record<string, unknown>[]>(({ dataset, addIssue, NEVER }) => {
    let raw = dataset.value;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return [];
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        raw = undefined;
      }
    }
    if (Array.isArray(raw) && raw.every(isRecord)) return raw;
    addIssue({ message: `${label} must be a list.` });
    return NEVER;
  });

/** An entry whose every field reads as empty (an editor's blank added row): no content. */
function isBlankEntry(entry: Record<string, unknown>, fields: Record<string, Field>): boolean {
  return Object.entries(fields).every(([name, field]) => {
    const read = v.safeParse(field, entry[name], { abortPipeEarly: true });
    return read.success ? read.output === undefined || read.output === '' : read.issues[0].message === field.meta.required;
  });
}

/**
 * A list of entries, each a few fields (a case study's facts: label and
 * value), kept in the editor's order. Blank entries are dropped; then the
 * checks run in order: required, at most maxItems, then each entry by its own
 * fields, the first failure named with the entry's place as sent
 * ("Facts, entry 2: Label is required."). Optional empty fields are left out
 * of an entry. An empty group is an empty list (so an update clears it).
 */
export function group<const E extends Record<string, Field>>(
  label: string,
  options: { readonly required?: string; readonly maxItems: number; readonly entries: E },
): Field<Array<GroupEntry<E>>> {
  const { required, maxItems, entries } = options;
  const entry = v.object(entries);
  const checked = v.rawTransform<Record<string, unknown>[], Array<GroupEntry<E>>>(({ dataset, addIssue, NEVER }) => {
    const fail = (message: string) => {
      addIssue({ message });
      return NEVER;
    };
    const kept = dataset.value.map((item, index) => ({ item, place: index + 1 })).filter(({ item }) => !isBlankEntry(item, entries));
    if (required && kept.length === 0) return fail(required);
    if (kept.length > maxItems) return fail(`${label} can have at most ${maxItems} entries.`);
    const clean: Array<GroupEntry<E>> = [];
    for (const { item, place } of kept) {
      const result = v.safeParse(entry, item, { abortPipeEarly: true });
      if (!result.success) return fail(`${label}, entry ${place}: ${result.issues[0].message}`);
      clean.push(Object.fromEntries(Object.entries(result.output).filter(([, value]) => value !== undefined)) as GroupEntry<E>);
    }
    return clean;
  });
  const meta = Object.fromEntries(Object.entries(entries).map(([name, field]) => [name, field.meta]));
  return field(v.pipe(v.unknown(), readEntries(label), checked), { label, required, maxItems, entries: meta });
}

/** A form or request body: its fields by name; any other field is dropped, never stored. */
export const form = <const E extends Record<string, Field>>(entries: E) => v.object(entries);

export type Schema = v.ObjectSchema<Record<string, Field>, undefined>;
