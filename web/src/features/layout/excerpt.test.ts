import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('turns only the marks into hits and decodes the escaped text', () => {
    expect(excerptParts('A <mark>cloud</mark> lab: a &lt; b & c')).toEqual([
      { text: 'A ', hit: false },
      { text: 'cloud', hit: true },
      { text: ' lab: a < b & c', hit: false },
    ]);
  });

  it('keeps any other markup as plain text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)> <mark><b>x</b></mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', hit: false },
      { text: '<b>x</b>', hit: true },
    ]);
  });
});
