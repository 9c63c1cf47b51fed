import * as v from 'valibot';
import { type AuditEntry, auditActions } from '../audit';
import { type ParamsSpec, reply, spec } from '../route-spec';

/**
 * `?cursor=&action=&actor=&itemType=&from=&to=`: newest first, 50 a page;
 * `cursor` comes from the previous page. `from` and `to` are instants (ISO,
 * UTC), both inclusive: the admin's local day turned into UTC bounds.
 */
export interface AuditQuery {
  cursor?: string;
  action?: (typeof auditActions)[number];
  actor?: string;
  itemType?: string;
  from?: string;
  to?: string;
}
export interface AuditPage {
  list: AuditEntry[];
  /** Pass as `cursor` for the next page; absent on the last. */
  cursor?: string;
}

export const auditRangeMessages = {
  from: 'From is not a valid date.',
  to: 'To is not a valid date.',
  order: 'From must be on or before To.',
} as const;

/** An instant as `Date.toISOString` writes it (milliseconds optional), on a day the calendar has: Feb 30 is refused. */
const isoInstant = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const isRealInstant = (text: string) => {
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text.slice(0, 10);
};
// Stored `at`s are toISOString's: the bound is written the same way, so the sort key compares it as a time.
const instant = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.regex(isoInstant, message),
      v.check(isRealInstant, message),
      v.transform((text) => new Date(text).toISOString()),
    ),
  );

/** The query's schema: the route checks with it, and the admin's screen too, so both say the same words. */
export const auditQuerySchema = v.pipe(
  v.object({
    cursor: v.optional(
      v.pipe(v.string(), v.maxLength(200, 'The page link is not valid.'), v.regex(/^[A-Za-z0-9_-]+$/, 'The page link is not valid.')),
    ),
    action: v.optional(v.picklist(auditActions, 'Unknown action.')),
    actor: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'Search must be at most 254 characters.'))),
    itemType: v.optional(v.pipe(v.string(), v.maxLength(40, 'Unknown item type.'), v.regex(/^[A-Za-z-]+$/, 'Unknown item type.'))),
    from: instant(auditRangeMessages.from),
    to: instant(auditRangeMessages.to),
  }),
  v.check(({ from, to }) => !from || !to || from <= to, auditRangeMessages.order),
);

const auditQuery = (): ParamsSpec<AuditQuery> => ({ schema: auditQuerySchema, status: 400 });

export const listAudit = spec('listAudit', { query: auditQuery(), response: reply<AuditPage>() });
