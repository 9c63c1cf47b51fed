import { describe, expect, it } from 'vitest';
import { seedHome } from '../../../../infra/local/seed/home';
import { nextIndex, slotOf, splitAt225, wrapIndex } from './home-logic';

describe('nextIndex (testimonial drag)', () => {
  it('ignores drags of 50 px or less either way', () => {
    expect(nextIndex(1, 50, 3)).toBe(1);
    expect(nextIndex(1, -50, 3)).toBe(1);
    expect(nextIndex(1, 0, 3)).toBe(1);
  });
  it('moves on a drag of 51 px: right to the previous card, left to the next', () => {
    expect(nextIndex(1, 51, 3)).toBe(0);
    expect(nextIndex(1, -51, 3)).toBe(2);
  });
  it('wraps around both ends', () => {
    expect(nextIndex(0, 120, 3)).toBe(2);
    expect(nextIndex(2, -120, 3)).toBe(0);
  });
});

describe('wrapIndex and slotOf', () => {
  it('wraps steps in both directions', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
  it('puts the next card on the right, the previous on the left, others hidden', () => {
    expect([0, 1, 2, 3].map((index) => slotOf(index, 0, 4))).toEqual(['active', 'next', 'hidden', 'prev']);
  });
});

describe('splitAt225', () => {
  it('splits at character 225 exactly', () => {
    const text = `${'x'.repeat(225)}rest`;
    expect(splitAt225(text)).toEqual(['x'.repeat(225), 'rest']);
  });
  it('leaves a short text whole, with an empty second part', () => {
    expect(splitAt225('short')).toEqual(['short', '']);
  });
  it('falls between two sentences in the home page about text', () => {
    const [first, second] = splitAt225(seedHome.aboutText);
    expect(first).toHaveLength(225);
    expect(first.endsWith('.')).toBe(true);
    expect(first + second).toBe(seedHome.aboutText);
  });
});
