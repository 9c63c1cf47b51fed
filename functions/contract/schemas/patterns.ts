/**
 * The shapes of spec §5 and of our own identifiers, as plain patterns: code
 * that only needs a pattern (the mail jobs, the image store, the admin script)
 * loads no schema library.
 */

// Patterns of spec §5
export const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const strictEmail = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/** Item ids are server-generated UUIDs, lower case: the one definition every id pattern derives from (./upload-patterns). */
export const itemIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * What a detail route accepts: an id or a slug (ASCII letters, digits and
 * hyphens; slugs are at most 87 characters). Anything else can name no item,
 * so it answers 404 before the table is asked, and no key ever nears
 * DynamoDB's key size limits.
 */
export const itemRefPattern = /^[A-Za-z0-9-]{1,100}$/;

/** A news item's or press release's URL slug: lower-case words of letters and digits joined by single hyphens, at most 80 characters. */
export const slugPattern = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A path of this site, as a redirect may name it: one leading "/" (never "//",
 * which browsers read as another host), URL-safe characters only (no scheme
 * can hide behind a backslash or a space), no "?" or "#", no "." or ".."
 * segment, at most 400 characters.
 */
export function isSitePath(text: string): boolean {
  return (
    text.length <= 400 &&
    /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(text) &&
    !text.includes('//') &&
    !/(^|\/)\.{1,2}(\/|$)/.test(text)
  );
}

export const isItemId = (value: unknown): value is string => typeof value === 'string' && itemIdPattern.test(value);
export const isItemRef = (value: unknown): value is string => typeof value === 'string' && itemRefPattern.test(value);

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** An ISO 8601 date and time with its zone (`2026-11-23T09:30:00.000Z`, `…+02:00`): what the admin's "Publish at" sends. */
export function isZonedDateTime(text: string): boolean {
  const found = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(text);
  return found !== null && isCalendarDate(found[1] as string) && !Number.isNaN(Date.parse(text));
}

/** A place in a list the team orders (the carousel, the home page's teasers, a menu group): a whole number from 0 to orderMax, lowest first. */
export const orderMax = 999;
export const orderPattern = /^\d{1,3}$/;
