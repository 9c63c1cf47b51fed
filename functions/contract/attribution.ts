/**
 * Where a lead came from: what the site noted about the visit that sent an
 * enquiry (first touch in the visit), its limits, and the four dimensions the
 * "Leads by source" view counts. No cookie and no address: the browser keeps
 * the visit in sessionStorage (web/src/lib/attribution.ts).
 */

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** What an enquiry carries about its visit; every part may be missing (a direct visit, an old enquiry). */
export interface Attribution {
  /** The path the visit started on (no query string). */
  landingPage?: string;
  /** The external page that sent the visitor: origin and path only; none for a direct visit. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Pages of the site seen in the visit up to the enquiry. */
  pagesViewed?: number;
  device?: DeviceClass;
}

export const attributionLimits = {
  landingPage: 300,
  referrer: 300,
  utm: 100,
  maxPagesViewed: 10000,
} as const;

/** The lead screen's and the CSV's names for each part, in their order. */
export const attributionFields = [
  { key: 'landingPage', label: 'Landing page', column: 'landing_page' },
  { key: 'referrer', label: 'Referrer', column: 'referrer' },
  { key: 'utmSource', label: 'UTM source', column: 'utm_source' },
  { key: 'utmMedium', label: 'UTM medium', column: 'utm_medium' },
  { key: 'utmCampaign', label: 'UTM campaign', column: 'utm_campaign' },
  { key: 'pagesViewed', label: 'Pages viewed', column: 'pages_viewed' },
  { key: 'device', label: 'Device', column: 'device' },
] as const satisfies ReadonlyArray<{ key: keyof Attribution; label: string; column: string }>;

/** One part as text ('' when missing), for the CSV and the lead screen. */
export const attributionText = (attribution: Attribution | undefined, key: keyof Attribution): string =>
  attribution?.[key] === undefined ? '' : String(attribution[key]);

/** The dimensions "Leads by source" counts, in the screen's order. */
export const sourceDimensions = ['source', 'medium', 'campaign', 'landingPage'] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

export const sourceDimensionLabels: Record<SourceDimension, string> = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  landingPage: 'Landing page',
};

/** A visit with no campaign and no referrer; a dimension with no value; a day's values past the cap. */
export const directSource = '(direct)';
export const noValue = '(none)';
export const otherValues = '(other)';

/** The periods the view offers, in days (today included). */
export const leadSourceDays = [30, 90] as const;
export type LeadSourceDays = (typeof leadSourceDays)[number];

/**
 * The value an enquiry counts under in each dimension. Without a UTM source a
 * referred visit counts under the referring site's host, medium "referral"
 * (as analytics tools do); with neither it is "(direct)".
 */
export function sourceValues(attribution: Attribution | undefined): Record<SourceDimension, string> {
  const referrerHost = attribution?.referrer ? hostOf(attribution.referrer) : undefined;
  return {
    source: attribution?.utmSource ?? referrerHost ?? directSource,
    medium: attribution?.utmMedium ?? (referrerHost && !attribution?.utmSource ? 'referral' : noValue),
    campaign: attribution?.utmCampaign ?? noValue,
    landingPage: attribution?.landingPage ?? noValue,
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/** One counted value and how many enquiries it had over the period. */
export interface SourceCount {
  value: string;
  count: number;
}

/** GET /api/admin/leads/sources: the period's enquiries, and per dimension its values, most first. */
export interface LeadSources {
  days: LeadSourceDays;
  /** The first and last day counted (UTC, YYYY-MM-DD), both included. */
  from: string;
  to: string;
  total: number;
  contact: number;
  hire: number;
  dimensions: Record<SourceDimension, SourceCount[]>;
}
