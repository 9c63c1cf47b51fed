import { useContext, useEffect, useState } from 'react';
import { PageDataContext } from '../../lib/page-data';

/**
 * What the home page reads from the API (its document, the testimonials, the
 * case-study teasers), from `key`, when the answer has the shape `accept`
 * checks. The page is prerendered with it embedded, so a visitor who lands on
 * it fetches nothing; one who arrives from another page of the app has that
 * page's data instead, and it is fetched once. Undefined until it is there; a
 * failed read stays undefined, and its part of the page stays out while the
 * rest is whole. No SWR or API client: they would add to the first-load JavaScript.
 */
export function useHomeData<T>(key: string, accept: (data: unknown) => boolean): T | undefined {
  const embedded = useContext(PageDataContext)[key] as T | undefined;
  const [fetched, setFetched] = useState<T>();
  useEffect(() => {
    if (embedded) return;
    let current = true;
    // An error's answer has no data, and a body that is not JSON throws: either way nothing is set.
    fetch(key)
      .then((response) => response.json())
      .then((body: { data?: unknown }) => {
        if (current && accept(body.data)) setFetched(body.data as T);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [embedded, key, accept]);
  return embedded ?? fetched;
}

/** A list the home page shows (testimonials, case-study teasers). */
export const useHomeList = <T>(key: string) => useHomeData<T[]>(key, Array.isArray);

/** The page's one document: an object. */
export const isDocument = (data: unknown) => data instanceof Object && !Array.isArray(data);
