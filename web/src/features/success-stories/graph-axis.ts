/**
 * The growth graph's value axis: from 0 to a round top at or above the largest
 * figure, in two to four steps of 1, 2 or 5 times a power of ten (a largest
 * figure of 27 gives 0, 10, 20, 30; 1,800 gives 0, 1000, 2000).
 */
export interface Axis {
  max: number;
  ticks: number[];
}

/** The smallest step of 1, 2 or 5 × 10^n that covers `largest` in at most three steps (so three to five ticks). */
function stepFor(largest: number): number {
  const rough = largest / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power;
}

/** A tick's label, short enough for the axis's margin: 1500000 reads 1.5M. */
export const tickLabel = (value: number): string =>
  value >= 10_000 ? new Intl.NumberFormat('en', { notation: 'compact' }).format(value) : String(value);

export function axisFor(values: readonly number[]): Axis {
  const largest = Math.max(0, ...values);
  // Whole numbers only: with nothing above 3, the axis counts in ones.
  const step = largest <= 3 ? 1 : stepFor(largest);
  const max = Math.max(step, Math.ceil(largest / step) * step);
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}
