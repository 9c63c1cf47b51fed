/** Pure rules behind the home page's carousels and about text (spec §4, §9), kept apart for unit tests. */

/** A sideways drag must travel MORE than this many pixels to change the testimonial. */
export const dragThreshold = 50;

/** Character at which the about text is split into two paragraphs on desktop. */
export const aboutSplitAt = 225;

/** The video carousel opens on its second video. */
export const videoStartIndex = 1;

/** `index` moved by `step`, wrapping around a list of `count` items. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The testimonial shown after a drag of `dragDeltaX` pixels (positive = to the right):
 * right goes to the previous card, left to the next, both wrapping; 50 px or less changes nothing.
 */
export function nextIndex(current: number, dragDeltaX: number, count: number): number {
  if (Math.abs(dragDeltaX) <= dragThreshold) return current;
  return wrapIndex(current, dragDeltaX > 0 ? -1 : 1, count);
}

/** Where a card sits relative to the active one: centred, on the right, on the left, or hidden. */
export type SlotPosition = 'active' | 'next' | 'prev' | 'hidden';

export function slotOf(index: number, active: number, count: number): SlotPosition {
  if (index === active) return 'active';
  if (count > 1 && index === wrapIndex(active, 1, count)) return 'next';
  if (count > 2 && index === wrapIndex(active, -1, count)) return 'prev';
  return 'hidden';
}

/** The about text as desktop shows it: the first 225 characters, then the rest. */
export function splitAt225(text: string): [string, string] {
  return [text.slice(0, aboutSplitAt), text.slice(aboutSplitAt)];
}
