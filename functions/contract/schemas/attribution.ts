/**
 * The optional `attribution` of the contact and hiring bodies. It is read,
 * never refused: a visitor must not lose their message over a tracker value
 * (a hand-edited link, an odd referrer), so each part is cleaned: too long
 * is cut to its limit, a wrong kind or shape is dropped, the page count is
 * clamped to 1..10000. Nothing but the seven parts is kept.
 */
import * as v from 'valibot';
import { type Attribution, attributionLimits, type DeviceClass, deviceClasses } from '../attribution';
import type { Field } from './fields';

/** Visible text on one line: control characters go, runs of spaces shrink, ends are trimmed. */
function cleanText(raw: unknown, max: number): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
  return text || undefined;
}

/** A path of this site: starts with one slash; the query string and fragment are left out. */
function cleanPath(raw: unknown): string | undefined {
  const text = cleanText(raw, 2000);
  if (!text?.startsWith('/') || text.startsWith('//')) return undefined;
  return text.split(/[?#]/)[0]?.slice(0, attributionLimits.landingPage) || undefined;
}

/** An http(s) page elsewhere: its origin and path only (the query can hold search terms or tokens). */
function cleanReferrer(raw: unknown): string | undefined {
  const text = cleanText(raw, 2000);
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.origin}${url.pathname}`.slice(0, attributionLimits.referrer);
  } catch {
    return undefined;
  }
}

function cleanCount(raw: unknown): number | undefined {
  const count = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof count !== 'number' || !Number.isFinite(count)) return undefined;
  return Math.min(Math.max(Math.round(count), 1), attributionLimits.maxPagesViewed);
}

const cleanDevice = (raw: unknown): DeviceClass | undefined =>
  deviceClasses.includes(raw as DeviceClass) ? (raw as DeviceClass) : undefined;

/** The cleaned attribution, or undefined when nothing usable is left. */
export function cleanAttribution(raw: unknown): Attribution | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const input = raw as Record<string, unknown>;
  const cleaned: Attribution = {
    landingPage: cleanPath(input.landingPage),
    referrer: cleanReferrer(input.referrer),
    utmSource: cleanText(input.utmSource, attributionLimits.utm),
    utmMedium: cleanText(input.utmMedium, attributionLimits.utm),
    utmCampaign: cleanText(input.utmCampaign, attributionLimits.utm),
    pagesViewed: cleanCount(input.pagesViewed),
    device: cleanDevice(input.device),
  };
  const parts = Object.entries(cleaned).filter(([, value]) => value !== undefined);
  return parts.length ? (Object.fromEntries(parts) as Attribution) : undefined;
}

/** The field: any input passes, cleaned; the forms never show it. */
// Optional as a key too: the spec's bodies, without it, stay valid.
export const attributionField = Object.assign(v.optional(v.pipe(v.unknown(), v.transform(cleanAttribution))), {
  meta: { label: 'Attribution' },
}) as unknown as Field<Attribution | undefined>;

/** A public form's request body: the form's own fields, then the visit's attribution. */
export function withAttribution<E extends Record<string, Field>>(
  schema: v.ObjectSchema<E, undefined>,
): v.ObjectSchema<E & { attribution: typeof attributionField }, undefined> {
  return v.object({ ...schema.entries, attribution: attributionField });
}
