/**
 * Notes each page of a visit for the enquiry it may end in (./attribution
 * reads it when a form is sent). It rides in every page's entry, so it keeps
 * the raw facts only: the first page's address and referrer, the page count.
 * Kept in sessionStorage (gone when the tab closes): no cookie, nothing sent.
 */
export const visitKey = 'visit';

/** The first page's path and query, its referrer, the pages seen, and the last one (a reload is not counted twice). */
export interface VisitNote {
  landing: string;
  referrer: string;
  pages: number;
  last: string;
}

/** Admin pages are not part of a visitor's visit. */
export function notePage(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  referrer = document.referrer,
  storage = sessionStorage,
) {
  if (/^\/admin(\/|$)/i.test(pathname)) return;
  try {
    const visit: VisitNote | null = JSON.parse(storage.getItem(visitKey) ?? 'null');
    if (visit?.last === pathname) return;
    const next = visit
      ? { ...visit, pages: visit.pages + 1, last: pathname }
      : { landing: pathname + search, referrer, pages: 1, last: pathname };
    storage.setItem(visitKey, JSON.stringify(next));
  } catch {
    // Storage can be off (private modes, strict settings): the enquiry is then sent without its source.
  }
}
