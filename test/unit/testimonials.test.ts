/** Testimonials: the form's rules (the same in the browser and the functions) and their carousel order in the list index. */
import { describe, expect, it } from 'vitest';
import { testimonialSchema, validate } from '../../functions/contract/validation';
import { byTeamOrder, collections } from '../../functions/core/content/collections';

const valid = { quote: 'They shipped on time.', name: 'Maria Delgado', position: 'CIO, regional health insurer', order: '2' };
const errorsOf = (input: Record<string, unknown>, mode: 'full' | 'partial' = 'full') => {
  const result = validate(testimonialSchema, input, mode);
  return result.ok ? {} : result.errors;
};

describe('the testimonial form', () => {
  it('needs a quote, a name, a position and an order; the photo is optional', () => {
    expect(validate(testimonialSchema, valid)).toMatchObject({ ok: true, value: valid });
    expect(errorsOf({})).toEqual({
      quote: 'Quote is required.',
      name: 'Name is required.',
      position: 'Position is required.',
      order: 'Order is required.',
    });
  });

  it('takes the order as a whole number from 0 to 999, typed or sent as a number', () => {
    expect(validate(testimonialSchema, { ...valid, order: 7 })).toMatchObject({ ok: true, value: { order: '7' } });
    for (const order of ['-1', '1.5', '1000', 'first']) {
      expect(errorsOf({ ...valid, order }), order).toEqual({ order: 'Order must be a whole number from 0 to 999.' });
    }
  });

  it('limits the lengths and accepts only an upload key as the photo', () => {
    expect(errorsOf({ ...valid, quote: 'x'.repeat(601), name: 'x'.repeat(101), position: 'x'.repeat(151) })).toEqual({
      quote: 'Quote must be at most 600 characters.',
      name: 'Name must be at most 100 characters.',
      position: 'Position must be at most 150 characters.',
    });
    expect(errorsOf({ ...valid, image: '/etc/passwd' })).toEqual({ image: 'Image upload is not valid. Please upload the image again.' });
  });
});

describe('the carousel order', () => {
  const item = (order: unknown, added: string) => ({ order, added_date: `2026-11-${added}T10:00:00.000Z` });
  /** The list index answers the highest sort value first. */
  const listed = (items: Array<Record<string, unknown>>) =>
    [...items].sort((a, b) => byTeamOrder(b).localeCompare(byTeamOrder(a))).map((entry) => entry.order);

  it('lists the lowest order first, whatever the creation order', () => {
    expect(listed([item('3', '01'), item('1', '03'), item('10', '02'), item('2', '04'), item('0', '05')])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '10',
    ]);
  });

  it('shows the newer of two with the same place first, and a draft without a place last', () => {
    const older = { ...item('1', '01'), name: 'older' };
    const newer = { ...item('1', '09'), name: 'newer' };
    const sorted = [older, item(undefined, '20'), newer].sort((a, b) => byTeamOrder(b).localeCompare(byTeamOrder(a)));
    expect(sorted.map((entry) => ('name' in entry ? entry.name : entry.order))).toEqual(['newer', 'older', undefined]);
  });

  it('is the testimonial collection’s sort value', () => {
    expect(collections.testimonial.sortValue(item('5', '01'))).toBe('994#2026-11-01T10:00:00.000Z');
  });
});
