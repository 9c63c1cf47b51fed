/**
 * Where this visit came from, for the enquiry it may end in: the first page
 * of the visit keeps its path, the external page that sent the visitor and
 * the campaign's utm_* tags (first touch in the visit); each later page adds
 * one to the pages viewed. Kept in sessionStorage only (gone when the tab
 * closes): no cookie, nothing sent until the visitor sends a form.
 */
import type { Attribution, DeviceClass } from '@contract/attribution';

const storageKey = 'visit';

interface Visit extends Omit<Attribution, 'device'> {
  /** The last page counted, so a re-render or reload of the same page is not counted again. */
  last?: string;
}

type Place = Pick<Location, 'pathname' | 'search' | 'origin'>;

function readVisit(storage: Storage): Visit | null {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? 'null');
    return typeof stored === 'object' && stored !== null ? (stored as Visit) : null;
  } catch {
    return null;
  }
}

/** A referrer from another site, as origin and path (its query can hold search terms); none from this site. */
function externalReferrer(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? undefined : url.origin + url.pathname;
  } catch {
    return undefined;
  }
}

/** The first page of a visit: its path, referrer and campaign tags. */
export function firstTouch(place: Place, referrer: string): Visit {
  const query = new URLSearchParams(place.search);
  const tag = (name: string) => query.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  return {
    landingPage: place.pathname.slice(0, 300),
    referrer: externalReferrer(referrer, place.origin)?.slice(0, 300),
    utmSource: tag('source'),
    utmMedium: tag('medium'),
    utmCampaign: tag('campaign'),
    pagesViewed: 1,
    last: place.pathname,
  };
}

/** Notes a page of the site; admin pages are not part of a visitor's visit. */
export function notePage(place: Place, referrer = document.referrer, storage: Storage = sessionStorage): void {
  if (/^\/admin(\/|$)/i.test(place.pathname)) return;
  try {
    const visit = readVisit(storage);
    const next = visit
      ? visit.last === place.pathname
        ? null
        : { ...visit, pagesViewed: (visit.pagesViewed ?? 0) + 1, last: place.pathname }
      : firstTouch(place, referrer);
    if (next) storage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage can be off (private modes, strict settings): the enquiry is then sent without its source.
  }
}

export const deviceOf = (width: number): DeviceClass => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

/** What an enquiry sends about its visit (undefined when nothing was noted). */
export function currentAttribution(storage?: Storage, width = window.innerWidth): Attribution | undefined {
  let visit: Visit | null = null;
  try {
    visit = readVisit(storage ?? sessionStorage);
  } catch {
    visit = null;
  }
  if (!visit) return { device: deviceOf(width) };
  const { last: _last, ...attribution } = visit;
  return { ...attribution, device: deviceOf(width) };
}
