/** What a filtered list was narrowed by, for its empty state. */
export interface ListFilters {
  /** The search as typed. */
  q: string;
  /** The chosen status's label, when one is chosen. */
  status?: string;
  /** Missing alt text is ticked. */
  missingAlt?: boolean;
}

/**
 * The sentence a filtered list with no rows shows, naming what was searched
 * for ("No enquiries match “cloud” with status Replied."); undefined for an
 * unfiltered list, which keeps its plain empty text.
 */
export function noMatchText(noun: string, { q, status, missingAlt }: ListFilters): string | undefined {
  const search = q.trim();
  const narrowed = [status && `status ${status}`, missingAlt && 'missing alt text'].filter(Boolean);
  if (!search && narrowed.length === 0) return undefined;
  const head = search ? `No ${noun} match “${search}”` : `No ${noun}`;
  return `${head}${narrowed.length ? ` with ${narrowed.join(' and ')}` : ''}.`;
}

/** A list's empty state when a search or filter is applied: the sentence, and Clear filters. */
export function noMatchOf(noun: string, filters: ListFilters, onClear: () => void): { text: string; onClear: () => void } | undefined {
  const text = noMatchText(noun, filters);
  return text ? { text, onClear } : undefined;
}
