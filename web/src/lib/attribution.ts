/**
 * Where this visit came from, as an enquiry sends it: from the visit noted
 * page by page (./visit-note), the first page's path and utm_* tags (first
 * touch in the visit), the referrer from another site as origin and path
 * only (its query can hold search terms), the pages seen, the device class.
 */
import type { Attribution, DeviceClass } from '@contract/attribution';
import { type VisitNote, visitKey } from './visit-note';

/** A referrer from another site, as origin and path; none from this site. */
function externalReferrer(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? undefined : url.origin + url.pathname;
  } catch {
    return undefined;
  }
}

export const deviceOf = (width: number): DeviceClass => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

function readVisit(storage?: Storage): VisitNote | null {
  try {
    const visit = JSON.parse((storage ?? sessionStorage).getItem(visitKey) ?? 'null');
    return typeof visit === 'object' && visit !== null && typeof visit.landing === 'string' ? visit : null;
  } catch {
    return null;
  }
}

/** What an enquiry sends about its visit: the device class alone when nothing was noted. */
export function currentAttribution(storage?: Storage, width = window.innerWidth, origin = window.location.origin): Attribution {
  const visit = readVisit(storage);
  const device = deviceOf(width);
  if (!visit) return { device };
  const landing = new URL(visit.landing, origin);
  const tag = (name: string) => landing.searchParams.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  const parts: Attribution = {
    landingPage: landing.pathname.slice(0, 300),
    referrer: externalReferrer(visit.referrer, origin)?.slice(0, 300),
    utmSource: tag('source'),
    utmMedium: tag('medium'),
    utmCampaign: tag('campaign'),
    pagesViewed: visit.pages,
    device,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Attribution;
}
