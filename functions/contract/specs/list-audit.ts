import * as v from 'valibot';
import { type AuditEntry, auditActions } from '../audit';
import { type ParamsSpec, reply, spec } from '../route-spec';

/** `?cursor=&action=&actor=&itemType=`: newest first, 50 a page; `cursor` comes from the previous page. */
export interface AuditQuery {
  cursor?: string;
  action?: (typeof auditActions)[number];
  actor?: string;
  itemType?: string;
}
export interface AuditPage {
  list: AuditEntry[];
  /** Pass as `cursor` for the next page; absent on the last. */
  cursor?: string;
}
const auditQuery = (): ParamsSpec<AuditQuery> => ({
  schema: v.object({
    cursor: v.optional(
      v.pipe(v.string(), v.maxLength(200, 'The page link is not valid.'), v.regex(/^[A-Za-z0-9_-]+$/, 'The page link is not valid.')),
    ),
    action: v.optional(v.picklist(auditActions, 'Unknown action.')),
    actor: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'Search must be at most 254 characters.'))),
    itemType: v.optional(v.pipe(v.string(), v.maxLength(40, 'Unknown item type.'), v.regex(/^[a-z-]+$/, 'Unknown item type.'))),
  }),
  status: 400,
});

export const listAudit = spec('listAudit', { query: auditQuery(), response: reply<AuditPage>() });
