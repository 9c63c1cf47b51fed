/** The group field kind: a list of entries of a few fields each (a case study's facts), as JSON bodies and multipart forms send it. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { group, html, text } from '../../functions/contract/schemas/fields';
import { fieldMeta, form, validate, type Values } from '../../functions/contract/validation';
import { revisionSnapshot } from '../../functions/contract/revision-snapshot';

const facts = group('Facts', {
  maxItems: 3,
  entries: {
    label: text('Label', { required: 'Label is required.', maxLength: 10 }),
    value: text('Value', { maxLength: 20 }),
  },
});
const sample = form({
  facts,
  steps: group('What we did', {
    required: 'Add at least one step.',
    maxItems: 2,
    entries: { title: text('Title', { required: 'Title is required.' }), text: html('Text', { maxLength: 40 }) },
  }),
});
const step = { title: 'Plan', text: '<p>We planned.</p>' };

const outcome = (input: Record<string, unknown>) => validate(sample, { steps: [step], ...input });
const factsError = (value: unknown) => {
  const result = outcome({ facts: value });
  return result.ok ? undefined : result.errors.facts;
};

describe('group fields', () => {
  it('read a list of objects or the same list as JSON text, in the order given', () => {
    const given = [
      { label: 'Users', value: '2 million' },
      { label: 'Uptime', value: '99.99%' },
    ];
    expect(outcome({ facts: given })).toEqual({ ok: true, value: { facts: given, steps: [step] } });
    expect(outcome({ facts: JSON.stringify(given) })).toEqual({ ok: true, value: { facts: given, steps: [step] } });
    expect(outcome({ facts: JSON.stringify([...given].reverse()) })).toMatchObject({ value: { facts: [...given].reverse() } });
  });

  it('trim the fields, leave empty optional ones out and drop unknown ones', () => {
    expect(outcome({ facts: [{ label: '  Users ', value: '   ', colour: 'red' }] })).toMatchObject({
      value: { facts: [{ label: 'Users' }] },
    });
  });

  it('take nothing, null, an empty text or an empty list as no entries', () => {
    for (const facts of [undefined, null, '', '  ', '[]', []]) expect(outcome({ facts })).toMatchObject({ ok: true, value: { facts: [] } });
    expect(validate(sample, { steps: [step] })).toMatchObject({ ok: true, value: { facts: [] } });
  });

  it('drop blank entries (every field empty), the editor blank markup included', () => {
    const sent = [{ label: '', value: ' ' }, { label: 'Users', value: '2 million' }, {}, { label: null }];
    expect(outcome({ facts: JSON.stringify(sent) })).toMatchObject({ value: { facts: [{ label: 'Users', value: '2 million' }] } });
    expect(outcome({ steps: [{ title: ' ', text: '<p><br></p>' }, step] })).toMatchObject({ ok: true, value: { steps: [step] } });
    expect(outcome({ steps: [{ title: '', text: '<p><br></p>' }] })).toEqual({ ok: false, errors: { steps: 'Add at least one step.' } });
  });

  it("name a refused entry by its place as sent, with its field's own message; the first failure wins", () => {
    expect(factsError([{ label: 'Users' }, { value: '2 million' }])).toBe('Facts, entry 2: Label is required.');
    expect(factsError([{ label: '' }, { value: 'x' }])).toBe('Facts, entry 2: Label is required.');
    expect(factsError([{ label: 'A label too long', value: 'x'.repeat(30) }, { value: 'y' }])).toBe(
      'Facts, entry 1: Label must be at most 10 characters.',
    );
    expect(factsError([{ label: 'Users', value: 'x'.repeat(21) }])).toBe('Facts, entry 1: Value must be at most 20 characters.');
    expect(factsError([{ label: ['Users'] }])).toBe('Facts, entry 1: Label must be text.');
  });

  it('refuse more than maxItems entries, blank ones not counted', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ label: `Fact ${i}` }));
    expect(factsError(four)).toBe('Facts can have at most 3 entries.');
    expect(factsError([...four.slice(0, 3), { label: '', value: '' }])).toBeUndefined();
  });

  it('say its required message when a required group has no entries, before anything else', () => {
    for (const steps of [undefined, '', '[]', [], [{ title: '' }]])
      expect(validate(sample, { steps })).toEqual({ ok: false, errors: { steps: 'Add at least one step.' } });
  });

  it('refuse anything but a list of objects as "must be a list", never throwing', () => {
    for (const value of [
      12,
      true,
      { label: 'Users' },
      '{"label":"Users"}',
      '[{"label":',
      'not json',
      '12',
      'null',
      [['Users']],
      [[{ label: 'x' }]],
      ['Users'],
      [null],
      [1],
    ])
      expect(factsError(value)).toBe('Facts must be a list.');
  });

  it('check an update only when it names the group, and clear it with an empty list', () => {
    expect(validate(sample, {}, 'partial')).toEqual({ ok: true, value: {} });
    expect(validate(sample, { facts: '[]' }, 'partial')).toEqual({ ok: true, value: { facts: [] } });
  });

  it('carry its label, limits and the entry fields in its meta, for the form', () => {
    expect(fieldMeta(sample).facts).toEqual({
      label: 'Facts',
      required: undefined,
      maxItems: 3,
      entries: {
        label: { label: 'Label', required: 'Label is required.', maxLength: 10 },
        value: { label: 'Value', required: undefined, maxLength: 20 },
      },
    });
    expect(fieldMeta(sample).steps).toMatchObject({ required: 'Add at least one step.', maxItems: 2 });
  });

  it('types its clean value as a list of entries, required fields present and optional ones maybe', () => {
    expectTypeOf<Values<typeof sample>['facts']>().toEqualTypeOf<Array<{ label: string; value?: string }>>();
    expectTypeOf<Values<typeof sample>['steps']>().toEqualTypeOf<Array<{ title: string; text?: string }>>();
  });

  it("keeps a group in a version as its JSON, fields in the schema's order, so a restore reads it back", () => {
    const item = { steps: [{ text: '<p>We planned.</p>', title: 'Plan' }], facts: [], status: 'draft' };
    const snapshot = revisionSnapshot(sample, item);
    expect(snapshot).toEqual({ steps: JSON.stringify([step]), status: 'draft' });
    expect(validate(sample, { steps: snapshot.steps }, 'partial')).toEqual({ ok: true, value: { steps: [step] } });
  });
});
