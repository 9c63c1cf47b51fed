/** Specs of issue 13's lead, newsletter, erasure and audit routes; re-exported by ./route-schemas. */
import * as v from 'valibot';
import type { AuditEntry } from './audit';
import { auditActions } from './audit';
import type { ContactEnquiry, HireEnquiry, Page } from './entities';
import { type ErasureReport, type LeadCounts, leadKinds, type LeadKind, leadStatuses, type LeadStatus } from './leads';
import { messages } from './messages';
import * as build from './route-spec';
import type { ParamsSpec } from './route-spec';
import { erasureSchema, leadNoteSchema, leadUpdateSchema, newsletterLinkSchema } from './schemas/leads';
import { itemIdPattern, simpleEmail } from './schemas/patterns';

// esbuild honours @__NO_SIDE_EFFECTS__ within one file only: local names for the builders let a bundle drop every spec it does not use.
/* @__NO_SIDE_EFFECTS__ */
const spec: typeof build.spec = (name, request) => build.spec(name, request);
/** The type of an answer's `data`, for the type checker only: the value is always undefined. */
/* @__NO_SIDE_EFFECTS__ */
const reply = <T>() => undefined as unknown as T;
/* @__NO_SIDE_EFFECTS__ */
const full: typeof build.full = (schema) => build.full(schema);

/** A contact message or hiring enquiry with its lead fields. */
export type Lead = ContactEnquiry | HireEnquiry;

const notFound = messages.routeNotFound;
/* @__NO_SIDE_EFFECTS__ */
const leadKind = () => v.pipe(v.string(notFound), v.picklist(leadKinds, notFound));
/* @__NO_SIDE_EFFECTS__ */
const leadList = (): ParamsSpec<{ kind: LeadKind }> => ({ schema: v.object({ kind: leadKind() }), status: 404 });
/* @__NO_SIDE_EFFECTS__ */
const leadItem = (): ParamsSpec<{ kind: LeadKind; id: string }> => ({
  schema: v.object({ kind: leadKind(), id: v.pipe(v.string(notFound), v.regex(itemIdPattern, notFound)) }),
  status: 404,
});

/** `?status=&q=&page=`: filter by status, search name, e-mail and message (case-insensitive), page of 20. */
export interface LeadQuery {
  status?: LeadStatus;
  q?: string;
  page?: number;
}
/* @__NO_SIDE_EFFECTS__ */
const leadQuery = (): ParamsSpec<LeadQuery> => ({
  schema: v.object({
    status: v.optional(v.picklist(leadStatuses, 'Status must be New, In progress, Replied, Closed or Spam.')),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search must be at most 100 characters.'))),
    page: v.optional(v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number))),
  }),
  status: 400,
});

export const leadCounts = spec('leadCounts', { response: reply<LeadCounts>() });
/** Newest first; `count` is the number matching the filter. */
export const listLeads = spec('listLeads', { params: leadList(), query: leadQuery(), response: reply<Page<Lead>>() });
export const getLead = spec('getLead', { params: leadItem(), response: reply<Lead>() });
export const updateLead = spec('updateLead', {
  params: leadItem(),
  body: { schema: leadUpdateSchema, mode: 'partial' },
  response: reply<Lead>(),
});
export const addLeadNote = spec('addLeadNote', { params: leadItem(), body: full(leadNoteSchema), response: reply<Lead>() });
/** Only an enquiry marked Spam can be deleted (409 otherwise). */
export const deleteLead = spec('deleteLead', { params: leadItem() });

/** Double opt-in: the confirmation link's token. */
export const confirmSubscription = spec('confirmSubscription', { body: full(newsletterLinkSchema) });
/**
 * Any subscriber's signed unsubscribe link; answers alike if the address was already gone.
 * The token comes in the body (the page's button) or the query (RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click`).
 */
export const unsubscribe = spec('unsubscribe', {
  body: { schema: newsletterLinkSchema, mode: 'partial' },
  query: {
    schema: v.object({
      token: v.optional(
        v.pipe(v.string(), v.maxLength(600, 'This link is not valid.'), v.regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.')),
      ),
    }),
    status: 400,
  },
});
/* @__NO_SIDE_EFFECTS__ */
const subscriberEmail = (): ParamsSpec<{ email: string }> => ({
  schema: v.object({
    email: v.pipe(
      v.string('No such subscriber.'),
      v.maxLength(254, 'No such subscriber.'),
      v.regex(simpleEmail, 'No such subscriber.'),
      v.toLowerCase(),
    ),
  }),
  status: 404,
});
export const deleteSubscriber = spec('deleteSubscriber', { params: subscriberEmail() });
/** Deletes every enquiry and the subscription of one address. */
export const eraseAddress = spec('eraseAddress', { body: full(erasureSchema), response: reply<ErasureReport>() });

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
/* @__NO_SIDE_EFFECTS__ */
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
