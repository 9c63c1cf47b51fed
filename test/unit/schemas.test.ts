/** The field kinds the contract's schemas are built from: how each reads input, its messages and their order. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  checkbox,
  fieldMeta,
  form,
  html,
  list,
  missesRequired,
  newsSchema,
  text,
  uploadSchema,
  validate,
} from '../../functions/contract/validation';
import { isItemId, itemIdPattern } from '../../functions/contract/schemas/patterns';
import { galleryEntryPattern, uploadKeyPattern } from '../../functions/contract/schemas/upload-patterns';

const sample = form({
  title: text('Title', { required: 'Title is required.', maxLength: 5, rule: v.regex(/^[a-z0-9 ]+$/, 'Title must be lower case.') }),
  note: text('Note', { maxLength: 3 }),
  body: html('Body', { required: 'Body is required.', maxLength: 20 }),
  tags: list('Tags', { maxItems: 2, rule: v.picklist(['a', 'b', 'c'], 'Tags must be a, b or c.') }),
  agreed: checkbox('Agreement', { required: 'You must agree.' }),
});
const valid = { title: 'abc', body: '<p>Hi</p>', agreed: true };
const errorsOf = (input: Record<string, unknown>, mode: 'full' | 'partial' = 'full') => {
  const result = validate(sample, input, mode);
  return result.ok ? {} : result.errors;
};

describe('text fields', () => {
  it('trim, count finite numbers as text and treat null as empty', () => {
    expect(validate(sample, { ...valid, title: '  ab  ', note: 12 })).toEqual({
      ok: true,
      value: { ...valid, title: 'ab', note: '12', tags: [] },
    });
    expect(errorsOf({ ...valid, title: null })).toEqual({ title: 'Title is required.' });
  });

  it('refuse anything else as "must be text"', () => {
    for (const title of [{}, ['abc'], true, Number.NaN, Number.POSITIVE_INFINITY])
      expect(errorsOf({ ...valid, title })).toEqual({ title: 'Title must be text.' });
  });

  it('check required first, then the rule, then the length', () => {
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: 'Title is required.' });
    expect(errorsOf({ ...valid, title: 'ABCDEFG' })).toEqual({ title: 'Title must be lower case.' });
    expect(errorsOf({ ...valid, title: 'abcdef' })).toEqual({ title: 'Title must be at most 5 characters.' });
  });

  it('leave an empty optional field out, and check it only when given', () => {
    expect(validate(sample, { ...valid, note: '  ' })).toEqual({ ok: true, value: { ...valid, tags: [] } });
    expect(errorsOf({ ...valid, note: 'long' })).toEqual({ note: 'Note must be at most 3 characters.' });
  });
});

describe('rich text fields', () => {
  it("count the editor's blank markup as empty", () => {
    for (const body of ['<p><br></p>', '<p>&nbsp;</p>', ' <p> </p> '])
      expect(errorsOf({ ...valid, body })).toEqual({ body: 'Body is required.' });
  });

  it('keep markup and measure it whole', () => {
    expect(errorsOf({ ...valid, body: `<p>${'x'.repeat(20)}</p>` })).toEqual({ body: 'Body must be at most 20 characters.' });
  });
});

describe('list fields', () => {
  it('take one value or a list, trimmed, without empties and duplicates', () => {
    expect(validate(sample, { ...valid, tags: ' a ' }, 'full')).toMatchObject({ ok: true, value: { tags: ['a'] } });
    expect(validate(sample, { ...valid, tags: ['b', ' ', 'b'] })).toMatchObject({ ok: true, value: { tags: ['b'] } });
  });

  it('refuse non-text entries, too many entries (counted before duplicates go) and unknown entries, in that order', () => {
    expect(errorsOf({ ...valid, tags: ['a', 1] })).toEqual({ tags: 'Tags must be a list.' });
    expect(errorsOf({ ...valid, tags: { a: 1 } })).toEqual({ tags: 'Tags must be a list.' });
    expect(errorsOf({ ...valid, tags: ['a', 'a', 'z'] })).toEqual({ tags: 'Tags can have at most 2 entries.' });
    expect(errorsOf({ ...valid, tags: ['a', 'z'] })).toEqual({ tags: 'Tags must be a, b or c.' });
  });
});

describe('checkbox fields', () => {
  it("take true, 'true', 'on' and '1' as ticked, anything else as not", () => {
    for (const agreed of [true, 'true', 'on', '1']) expect(validate(sample, { ...valid, agreed }).ok).toBe(true);
    for (const agreed of [false, 'false', 'yes', 1, undefined])
      expect(errorsOf({ ...valid, agreed })).toEqual({ agreed: 'You must agree.' });
  });
});

describe('validate', () => {
  it('gives every field its first message and drops unknown fields', () => {
    expect(errorsOf({ title: 'ABC', tags: 'z', extra: 'x' })).toEqual({
      title: 'Title must be lower case.',
      body: 'Body is required.',
      tags: 'Tags must be a, b or c.',
      agreed: 'You must agree.',
    });
    expect(validate(sample, { ...valid, __proto__: { polluted: true }, isAdmin: true })).toEqual({
      ok: true,
      value: { ...valid, tags: [] },
    });
  });

  it('in partial mode checks only the fields present, and keeps an emptied list (an emptied gallery)', () => {
    expect(validate(sample, { note: 'ab' }, 'partial')).toEqual({ ok: true, value: { note: 'ab' } });
    expect(validate(sample, { tags: '' }, 'partial')).toEqual({ ok: true, value: { tags: [] } });
    expect(errorsOf({ title: '' }, 'partial')).toEqual({ title: 'Title is required.' });
  });

  it("tells a required field left empty from other failures (the content forms' summary)", () => {
    expect(missesRequired(newsSchema, { newsTitle: 'Title is required.' })).toBe(true);
    expect(missesRequired(newsSchema, { newsLink: 'Source Link must be a web address starting with http:// or https://.' })).toBe(false);
  });

  it('checks an upload size as digits within 5 MB', () => {
    const upload = (size: unknown) => validate(uploadSchema, { contentType: 'image/png', size });
    expect(upload(5 * 1024 * 1024)).toEqual({ ok: true, value: { contentType: 'image/png', size: String(5 * 1024 * 1024) } });
    for (const size of [5 * 1024 * 1024 + 1, '0', '1e3', -1])
      expect(upload(size)).toEqual({ ok: false, errors: { size: 'Image must be 5 MB or smaller.' } });
    expect(validate(uploadSchema, { contentType: 'image/svg+xml', size: 10 })).toEqual({
      ok: false,
      errors: { contentType: 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.' },
    });
  });
});

describe('fieldMeta', () => {
  it("gives each field's label, required message and length limit, for labels and input attributes", () => {
    expect(fieldMeta(sample)).toEqual({
      title: { label: 'Title', required: 'Title is required.', maxLength: 5 },
      note: { label: 'Note', required: undefined, maxLength: 3 },
      body: { label: 'Body', required: 'Body is required.', maxLength: 20 },
      tags: { label: 'Tags', required: undefined },
      agreed: { label: 'Agreement', required: 'You must agree.' },
    });
    expect(fieldMeta(newsSchema).newsLink).toEqual({ label: 'Source Link', required: undefined, maxLength: 2000 });
  });
});

describe('id patterns', () => {
  it('derive from one UUID shape', () => {
    const id = crypto.randomUUID();
    expect([
      itemIdPattern.test(id),
      uploadKeyPattern.test(`uploads/${id}`),
      galleryEntryPattern.test(id),
      galleryEntryPattern.test(`uploads/${id}`),
    ]).toEqual([true, true, true, true]);
    expect([isItemId(id.toUpperCase()), uploadKeyPattern.test(id), galleryEntryPattern.test(`media/${id}`), isItemId(`${id}x`)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
