/**
 * The fields the page documents (the home, About and success-stories pages) are made of: a
 * section's kicker, title and lead, and lists of cards or figures.
 */
import { group } from './fields';
import { requiredText } from './content';

/** A section's small heading above its title. */
export const kicker = (section: string) => requiredText(`${section} kicker`, 60);
export const title = (section: string) => requiredText(`${section} title`, 160);
export const lead = (section: string) => requiredText(`${section} lead`, 600);
/** Cards of a title and a text each. */
export const cards = (label: string, maxItems: number) =>
  group(label, {
    required: `${label} needs at least one entry.`,
    maxItems,
    entries: { title: requiredText('Title', 120), text: requiredText('Text', 600) },
  });
/** Figures: a value (400+, 92%) and what it counts. */
export const figures = (label: string, maxItems: number) =>
  group(label, {
    required: `${label} needs at least one entry.`,
    maxItems,
    entries: { value: requiredText('Value', 20), label: requiredText('Label', 120) },
  });
/** Short texts, one an entry (a ticker's words, a list's points). */
export const texts = (label: string, maxItems: number, maxLength = 60) =>
  group(label, { required: `${label} needs at least one entry.`, maxItems, entries: { text: requiredText('Text', maxLength) } });
