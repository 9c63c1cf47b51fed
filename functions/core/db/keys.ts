/**
 * The single-table key design, in one place.
 *
 * | item            | pk                      | sk        | gsi1pk   | gsi1sk              |
 * |-----------------|-------------------------|-----------|----------|---------------------|
 * | content/enquiry | <TYPE>#<id>             | <TYPE>    | <TYPE>   | <sort value>#<id>   |
 * | draft/scheduled | <TYPE>#<id>             | <TYPE>    | UNPUBLISHED#<TYPE> | <sort value>#<id> |
 * | revision        | REV#<TYPE>#<id>         | <changedAt>#<revision id> |  |               |
 * | subscriber      | SUBSCRIBER#<email>      | SUBSCRIBER| SUBSCRIBER| <subscribed at>#<email> |
 * | pending subscr. | SUBSCRIBER#<email>      | SUBSCRIBER| PENDING#SUBSCRIBER | <subscribed at>#<email> (TTL 7 d) |
 * | slug claim      | SLUG#<TYPE>#<slug>      | SLUG      |          |                     |
 * | admin account   | ADMIN#<email>           | ADMIN     | ADMIN    | <email>             |
 * | login attempts  | LOGIN#<scope>           | ATTEMPTS  |          | (expiresAt = TTL)   |
 * | one-time token  | TOKEN#<sha-256 of it>   | TOKEN     |          | (expiresAt = TTL)   |
 * | audit entry     | AUDIT#<id>              | AUDIT     | AUDIT    | <at>#<id> (TTL 1 y) |
 * | webhook         | WEBHOOK#<id>            | WEBHOOK   | WEBHOOK  | <created at>#<id>   |
 * | delivery log    | WEBHOOKLOG#<webhook id> | <at>#<delivery id> |  | (TTL 30 d)        |
 * | spam rate       | SPAMRATE#<scope>#<window> | RATE    |          | (expiresAt = TTL)   |
 * | blocked sender  | BLOCKED#<email>         | BLOCKED   | BLOCKED  | <blocked at>#<email> |
 * | application     | APPLICATION#<id>        | APPLICATION | APPLICATION | <applied at>#<id> (TTL: retention) |
 * | lead counters   | <TYPE>#COUNTERS         | SLOT#<00-15> |       |                     |
 * | redirect        | REDIRECT#<from path>    | REDIRECT  | REDIRECT | <at>#<from path>    |
 * | lead token      | <TYPE>#TOKEN#<2 chars>  | <token>#<added_date>#<id> |  |           |
 *
 * Enquiries (CONTACT, HIRE) also sit in two lead indexes, both partitioned by
 * status (gsi2pk = gsi3pk = <TYPE>#STATUS#<status>): gsi2 by arrival
 * (gsi2sk <added_date>#<id>) and gsi3 by folded name (gsi3sk <name>\t<id>).
 * A status change moves both. Each kind's counters item holds one number per
 * status and a total, changed with ADD by every write that adds, moves or
 * removes an enquiry; token items (one per folded word of name, e-mail and
 * message) make a search one Query of the rarest word's prefix. Counters and
 * tokens keep the <TYPE># prefix, so the lead grants' LeadingKeys cover them.
 * | lead sources    | LEADSOURCES#<CONTACT\|HIRE> | <day YYYY-MM-DD> |  | (TTL 100 d)        |
 *
 * Every list is a Query on gsi1 by type, ordered by the sort value (a creation
 * timestamp, the event day for events, or for testimonials and case studies
 * their place (carousel, home teasers) inverted, 999 - order zero-padded then the creation, so the list's
 * newest-first Query answers the lowest order first). Slug claims make slugs unique with a
 * conditional put, since the local stand-in has no transactions.
 *
 * Content items (news, press, events, careers, testimonials, case studies) that are not published (draft,
 * scheduled) keep their own pk but sit in the list index under
 * UNPUBLISHED#<TYPE>: a public list stays one Query on <TYPE> and can never
 * meet a draft; the admin and the scheduler Query the UNPUBLISHED partition.
 * Publishing or unpublishing moves the item between the two partitions.
 * Earlier versions of an item (revisions) are items of their own under
 * REV#<TYPE>#<id>, sorted by when they were replaced: an item's versions are
 * one Query on the table's key, newest first. They are in no index, and their
 * pk starts with none of the published items' prefixes, so the public grants
 * (LeadingKeys NEWS#, PRESS#, …) cannot read them.
 * A webhook's delivery log is its own partition, newest first by its sort key:
 * one Query on the table's key. WEBHOOK# and WEBHOOKLOG# are distinct
 * prefixes, so a grant on the log never reaches the webhooks' secrets.
 * Lead-source counters are one item per enquiry list and day, holding a count
 * per source, medium, campaign and landing page: "Leads by source" reads a
 * period as one Query by key range (at most 90 items a list), never the leads.
 * A redirect (an old site path answering 301) is keyed by its old path, so a
 * duplicate is a failed conditional put; the Redirects screen and every rule
 * check (loops, chains, the redirects leading to an item) read the REDIRECT
 * list-index partition, newest first: one Query. A slug claim outlives a slug
 * change (its targetId stays the item's), so an old URL is never given away.
 */

export const entityTypes = [
  'NEWS',
  'PRESS',
  'EVENT',
  'CAREER',
  'CONTACT',
  'HIRE',
  'SUBSCRIBER',
  'APPLICATION',
  'TESTIMONIAL',
  'CASESTUDY',
  'SERVICE',
  'ABOUT',
  'STORIES',
  'HOME',
] as const;
export type EntityType = (typeof entityTypes)[number];

export interface ItemKey {
  pk: string;
  sk: string;
}

export const table = {
  partitionKey: 'pk',
  sortKey: 'sk',
  listIndex: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ttlAttribute: 'expiresAt',
  /** Enquiries by status, by arrival. */
  leadDateIndex: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  /** Enquiries by status, by folded name. */
  leadNameIndex: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
} as const;

/** Every global secondary index, read by the CDK stack and the local stand-in alike so the two never drift. */
export const tableIndexes = [table.listIndex, table.leadDateIndex, table.leadNameIndex] as const;

export const keys = {
  entity: (type: EntityType, id: string): ItemKey => ({ pk: `${type}#${id}`, sk: type }),
  /** Where an item sits in the list index: published items under their type, drafts and scheduled ones apart. */
  listing: (type: EntityType, sortValue: string, id: string, published = true) => ({
    gsi1pk: published ? type : keys.unpublished(type),
    gsi1sk: `${sortValue}#${id}`,
  }),
  /** Where a subscriber sits in the list index: confirmed ones under SUBSCRIBER (the admin list), unconfirmed ones apart. */
  subscriberListing: (subscribedAt: string, email: string, confirmed: boolean) => ({
    gsi1pk: confirmed ? 'SUBSCRIBER' : 'PENDING#SUBSCRIBER',
    gsi1sk: `${subscribedAt}#${email}`,
  }),
  /** The list-index partition of a type's draft and scheduled items. */
  unpublished: (type: EntityType) => `UNPUBLISHED#${type}`,
  /** The partition holding an item's earlier versions. */
  revisions: (type: EntityType, id: string) => ({ pk: `REV#${type}#${id}` }),
  /** One earlier version, sorted by when it was replaced. */
  revision: (type: EntityType, id: string, changedAt: string, revisionId: string): ItemKey => ({
    pk: `REV#${type}#${id}`,
    sk: `${changedAt}#${revisionId}`,
  }),
  // Case-insensitive, as reads look slugs up lower-cased: /studio/SAP's claim is sap.
  slug: (type: EntityType, slug: string): ItemKey => ({ pk: `SLUG#${type}#${slug.toLowerCase()}`, sk: 'SLUG' }),
  admin: (email: string): ItemKey => ({ pk: `ADMIN#${email.trim().toLowerCase()}`, sk: 'ADMIN' }),
  /** Where accounts sit in the list index: one partition, by e-mail (the Users screen). */
  adminListing: (email: string) => ({ gsi1pk: 'ADMIN', gsi1sk: email.trim().toLowerCase() }),
  /** One sign-in throttle counter; the scope names an account, a client, or both (core/auth/throttle). */
  loginAttempts: (scope: string): ItemKey => ({ pk: `LOGIN#${scope}`, sk: 'ATTEMPTS' }),
  /** An invitation or password-reset link, stored by the SHA-256 of its secret only (single use, TTL). */
  oneTimeToken: (hash: string): ItemKey => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' }),
  /** One audit-log entry; the log is one list-index partition, newest first. */
  audit: (id: string): ItemKey => ({ pk: `AUDIT#${id}`, sk: 'AUDIT' }),
  auditListing: (at: string, id: string) => ({ gsi1pk: 'AUDIT', gsi1sk: `${at}#${id}` }),
  /** One webhook (its URL, events and signing secret); all of them are one list-index partition, oldest first. */
  webhook: (id: string): ItemKey => ({ pk: `WEBHOOK#${id}`, sk: 'WEBHOOK' }),
  webhookListing: (createdAt: string, id: string) => ({ gsi1pk: 'WEBHOOK', gsi1sk: `${createdAt}#${id}` }),
  /** One redirect, by its old path; all of them are one list-index partition, newest first. */
  redirect: (from: string): ItemKey => ({ pk: `REDIRECT#${from}`, sk: 'REDIRECT' }),
  redirectListing: (at: string, from: string) => ({ gsi1pk: 'REDIRECT', gsi1sk: `${at}#${from}` }),
  /** The partition of one webhook's delivery log. */
  webhookLog: (webhookId: string) => ({ pk: `WEBHOOKLOG#${webhookId}` }),
  /** One delivery attempt, sorted by when it was made. */
  webhookDelivery: (webhookId: string, at: string, deliveryId: string): ItemKey => ({
    pk: `WEBHOOKLOG#${webhookId}`,
    sk: `${at}#${deliveryId}`,
  }),
  /** One spam-rate counter: submissions of one address or client in one window (core/spam/rate), expiring by TTL. */
  spamRate: (scope: string): ItemKey => ({ pk: `SPAMRATE#${scope}`, sk: 'RATE' }),
  /** An address whose messages land in Spam; the Blocked senders list is one list-index partition, newest first. */
  blockedSender: (email: string): ItemKey => ({ pk: `BLOCKED#${email.trim().toLowerCase()}`, sk: 'BLOCKED' }),
  blockedListing: (at: string, email: string) => ({ gsi1pk: 'BLOCKED', gsi1sk: `${at}#${email.trim().toLowerCase()}` }),
  /** The lead-index partition of one status of a kind of enquiry (gsi2 and gsi3). */
  leadStatus: (type: EntityType, status: string) => `${type}#STATUS#${status}`,
  /** The partition of a kind's lead counters. */
  leadCounters: (type: EntityType) => `${type}#COUNTERS`,
  /** One slot of a kind's lead counters (one attribute per status, and `total`); the counts are the sum of the slots. */
  leadCounterSlot: (type: EntityType, slot: number): ItemKey => ({ pk: `${type}#COUNTERS`, sk: `SLOT#${String(slot).padStart(2, '0')}` }),
  /** The partition of search tokens starting with these (at most two) characters. */
  leadTokens: (type: EntityType, start: string) => `${type}#TOKEN#${start.slice(0, 2)}`,
  /** One search token of one enquiry. */
  leadToken: (type: EntityType, token: string, addedDate: string, id: string): ItemKey => ({
    pk: keys.leadTokens(type, token),
    sk: `${token}#${addedDate}#${id}`,
  }),
  /** One enquiry list's lead-source counters; the sort key is the day (UTC), so a period is a key range. */
  leadSources: (type: 'CONTACT' | 'HIRE' | '') => ({ pk: `LEADSOURCES#${type}` }),
  leadSourceDay: (type: 'CONTACT' | 'HIRE', day: string): ItemKey => ({ pk: `LEADSOURCES#${type}`, sk: day }),
};

/** Attributes that exist for the table's sake and never leave the data layer. */
export const keyAttributes = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'entityType',
  table.ttlAttribute,
] as const;
