/**
 * Validation rules and their exact messages (spec §5), run by the SPA before it
 * sends and by every function before it stores. One engine, declarative schemas.
 */

type Check =
  | { readonly pattern: RegExp; readonly message: string }
  | { readonly oneOf: readonly string[]; readonly message: string }
  | { readonly calendarDate: true; readonly message: string };

interface FieldBase {
  readonly label: string;
  /** Message when the field is empty; a field without one is optional. */
  readonly required?: string;
  readonly maxLength?: number;
  readonly checks?: readonly Check[];
}
export interface TextField extends FieldBase {
  readonly kind: 'text' | 'html';
}
export interface ListField extends FieldBase {
  readonly kind: 'list';
  readonly maxItems?: number;
}
export interface CheckboxField extends FieldBase {
  readonly kind: 'checkbox';
}
export type Field = TextField | ListField | CheckboxField;
export type Schema = Readonly<Record<string, Field>>;

type ValueOf<F extends Field> = F extends ListField ? string[] : F extends CheckboxField ? boolean : string;
type RequiredKeys<S extends Schema> = { [K in keyof S]: S[K]['required'] extends string ? K : never }[keyof S];
/** The clean value a schema yields: required fields present, optional ones maybe. */
export type Values<S extends Schema> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]>;
};

export type FieldErrors = Record<string, string>;
export type Validation<S extends Schema> = { ok: true; value: Values<S> } | { ok: false; errors: FieldErrors };

/**
 * full: every field is checked (creates, public forms).
 * partial: only the fields present in the input are checked (updates).
 * Unknown fields are dropped, never stored.
 */
export function validate<S extends Schema>(schema: S, input: Record<string, unknown>, mode: 'full' | 'partial' = 'full'): Validation<S> {
  const value: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(schema)) {
    const raw = input[name];
    if (mode === 'partial' && raw === undefined) continue;
    const outcome = checkField(field, raw);
    if ('error' in outcome) errors[name] = outcome.error;
    else if (outcome.value !== undefined) value[name] = outcome.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value as Values<S> };
}

type Outcome = { value: string | string[] | boolean | undefined } | { error: string };

function checkField(field: Field, raw: unknown): Outcome {
  if (field.kind === 'checkbox') {
    const ticked = raw === true || raw === 'true' || raw === 'on' || raw === '1';
    if (!ticked && field.required) return { error: field.required };
    return { value: ticked };
  }
  if (field.kind === 'list') {
    const items = toList(raw);
    if (items === null) return { error: `${field.label} must be a list.` };
    if (items.length === 0) return field.required ? { error: field.required } : { value: undefined };
    if (field.maxItems !== undefined && items.length > field.maxItems) {
      return { error: `${field.label} can have at most ${field.maxItems} entries.` };
    }
    for (const item of items) {
      const error = runChecks(field, item);
      if (error) return { error };
    }
    return { value: [...new Set(items)] };
  }
  const text = toText(raw);
  if (text === null) return { error: `${field.label} must be text.` };
  if (text === '' || (field.kind === 'html' && isBlankHtml(text))) {
    return field.required ? { error: field.required } : { value: undefined };
  }
  const error = runChecks(field, text);
  return error ? { error } : { value: text };
}

function runChecks(field: Field, text: string): string | undefined {
  for (const check of field.checks ?? []) {
    if ('pattern' in check && !check.pattern.test(text)) return check.message;
    if ('oneOf' in check && !check.oneOf.includes(text)) return check.message;
    if ('calendarDate' in check && !isCalendarDate(text)) return check.message;
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return `${field.label} must be at most ${field.maxLength} characters.`;
  }
  return undefined;
}

function toText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return null;
}

function toList(raw: unknown): string[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((item) => typeof item === 'string')) return null;
  return (list as string[]).map((item) => item.trim()).filter((item) => item !== '');
}

/** Quill leaves "<p><br></p>" in an emptied editor: that is no content. */
function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

// Patterns of spec §5
export const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const strictEmail = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
/** Item ids are server-generated UUIDs. */
export const itemIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * What a detail route accepts: an id or a slug (ASCII letters, digits and
 * hyphens; slugs are at most 87 characters). Anything else can name no item,
 * so it answers 404 before the table is asked, and no key ever nears
 * DynamoDB's key size limits.
 */
export const itemRefPattern = /^[A-Za-z0-9-]{1,100}$/;
export const isItemId = (value: unknown): value is string => typeof value === 'string' && itemIdPattern.test(value);
export const isItemRef = (value: unknown): value is string => typeof value === 'string' && itemRefPattern.test(value);
/** Server-generated key of a presigned upload that has not been attached yet. */
export const uploadKeyPattern = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Gallery entries are new upload keys or the ids of images the event already has. */
const galleryEntryPattern = /^(uploads\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const contactSchema = {
  name: { kind: 'text', label: 'Full name', required: 'Full name is required.', maxLength: 100 },
  emailAddress: {
    kind: 'text',
    label: 'Email',
    required: 'Email is required.',
    maxLength: 254,
    checks: [{ pattern: simpleEmail, message: 'Enter a valid email address.' }],
  },
  contactNo: {
    kind: 'text',
    label: 'Contact number',
    required: 'Contact number is required.',
    checks: [{ pattern: /^\d{1,20}$/, message: 'Enter a valid contact number.' }],
  },
  message: { kind: 'text', label: 'Message', required: 'Message is required.', maxLength: 5000 },
  terms: { kind: 'checkbox', label: 'Privacy Policy', required: 'You must agree to the Privacy Policy.' },
} as const satisfies Schema;

/** Footer newsletter box: one e-mail address. */
export const subscribeSchema = {
  email: {
    kind: 'text',
    label: 'Email',
    required: 'Email is required.',
    maxLength: 254,
    checks: [{ pattern: simpleEmail, message: 'Enter a valid email address.' }],
  },
} as const satisfies Schema;

export const loginSchema = {
  email: {
    kind: 'text',
    label: 'Email',
    required: 'Enter Email',
    maxLength: 254,
    checks: [{ pattern: simpleEmail, message: 'Please Enter a Valid Email' }],
  },
  password: { kind: 'text', label: 'Password', required: 'Enter password', maxLength: 200 },
} as const satisfies Schema;

const imageField = {
  kind: 'text',
  label: 'Image',
  required: 'Image is required.',
  checks: [{ pattern: uploadKeyPattern, message: 'Image upload is not valid. Please upload the image again.' }],
} as const satisfies TextField;

const text = (label: string, maxLength = 300) => ({ kind: 'text', label, required: `${label} is required.`, maxLength }) as const;
const html = (label: string) => ({ kind: 'html', label, required: `${label} is required.`, maxLength: 200_000 }) as const;

export const careerSchema = {
  careerTitle: text('Career Title', 200),
  image: imageField,
  careerExperienceYr: text('Career Experience Year', 50),
  careerInterviewProcess: text('Career Interview process', 1000),
  careerLocation: text('Career Location', 200),
  careerDescription: html('Career Description'),
  metaDescription: { kind: 'text', label: 'Meta Description', maxLength: 500 },
} as const satisfies Schema;

export const pressSchema = {
  title: text('Title', 200),
  createdBy: text('Created By', 100),
  metaTitle: text('Meta Title', 200),
  metaDescription: text('Meta Description', 500),
  image: imageField,
  content: html('Press Content'),
} as const satisfies Schema;

export const newsSchema = {
  newsTitle: text('Title', 200),
  newsCreatedBy: { kind: 'text', label: 'Created By', maxLength: 100 }, // shown, not required (§5)
  metaTitle: text('Meta Title', 200),
  metaDescription: text('Meta Description', 500),
  image: imageField,
  newsContent: html('News Content'),
  newsLink: {
    kind: 'text',
    label: 'Source Link',
    maxLength: 2000,
    checks: [{ pattern: /^https?:\/\/[^\s]+$/i, message: 'Source Link must be a web address starting with http:// or https://.' }],
  },
} as const satisfies Schema;

export const eventSchema = {
  eventName: text('Event Name', 200),
  eventDate: {
    kind: 'text',
    label: 'Event Date',
    required: 'Event Date is required.',
    checks: [{ calendarDate: true, message: 'Event Date must be a valid date.' }],
  },
  image: imageField,
  eventImages: {
    kind: 'list',
    label: 'Gallery images',
    maxItems: 40,
    checks: [{ pattern: galleryEntryPattern, message: 'Image upload is not valid. Please upload the image again.' }],
  },
} as const satisfies Schema;

/** Upload request: what the browser says it will send; checked again on the stored bytes. */
export const maxImageBytes = 5 * 1024 * 1024;
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const uploadSchema = {
  contentType: {
    kind: 'text',
    label: 'Content type',
    required: 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.',
    checks: [{ oneOf: imageContentTypes, message: 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.' }],
  },
  size: {
    kind: 'text',
    label: 'Size',
    required: 'Image size is required.',
    checks: [{ pattern: /^[1-9]\d{0,8}$/, message: 'Image must be 5 MB or smaller.' }],
  },
} as const satisfies Schema;
