import { useEffect, useState } from 'react';

/** How long the updated row stays marked (its fade, data-table.css, takes 4 s of it). */
export const highlightMs = 5000;

/**
 * The row an update form came back from, for a few seconds: the id to mark,
 * and the page to show it on once the list knows where it is.
 */
export function useRowHighlight(
  updatedId: string | undefined,
  list: { loading: boolean; page: number; pageOfRow: (id: string) => number | undefined },
  goTo: (page: number) => void,
): string | undefined {
  const [id, setId] = useState(updatedId);
  const [placed, setPlaced] = useState(false);

  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => setId(undefined), highlightMs);
    return () => clearTimeout(timer);
  }, [id]);

  // Once loaded, an all-data list shows the page that holds the row (once: the editor may page on).
  const { loading, page, pageOfRow } = list;
  const target = id && !loading ? pageOfRow(id) : undefined;
  useEffect(() => {
    if (placed || loading || !id) return;
    setPlaced(true);
    if (target && target !== page) goTo(target);
  }, [placed, loading, id, target, page, goTo]);

  return id;
}
