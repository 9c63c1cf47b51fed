/** What the About page derives from its document's texts rather than storing. */

/** A director's focus areas, from the one comma-separated text. */
export const focusAreas = (focus: string | undefined): string[] =>
  (focus ?? '')
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean);

/** A person's monogram: the first letters of their first and last names (Arjun Mehta: AM). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
