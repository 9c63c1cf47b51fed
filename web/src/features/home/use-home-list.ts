import { useContext, useEffect, useState } from 'react';
import { PageDataContext } from '../../lib/page-data';

/**
 * A list the home page shows (testimonials, case-study teasers), read from
 * `key`. The page is prerendered with the list embedded, so a visitor who
 * lands on it fetches nothing; one who arrives from another page of the app
 * has that page's data instead, and the list is fetched once. Undefined until
 * it is there; a failed read stays undefined, and the section stays out while
 * the rest of the page is whole.
 */
export function useHomeList<T>(key: string): T[] | undefined {
  const embedded = useContext(PageDataContext)[key] as T[] | undefined;
  const [fetched, setFetched] = useState<T[]>();
  useEffect(() => {
    if (embedded) return;
    let current = true;
    fetch(key)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: unknown } | null) => {
        if (current && Array.isArray(body?.data)) setFetched(body.data as T[]);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [embedded, key]);
  return embedded ?? fetched;
}
