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
 * | application     | APPLICATION#<id>        | APPLICATION | APPLICATION | <applied at>#<id> (TTL: retention) |
 *
 * Every list is a Query on gsi1 by type, ordered by the sort value (a creation
 * timestamp, or the event day for events). Slug claims make slugs unique with a
 * conditional put, since the local stand-in has no transactions.
 *
 * Content items (news, press, events, careers) that are not published (draft,
 * scheduled) keep their own pk but sit in the list index under
 * UNPUBLISHED#<TYPE>: a public list stays one Query on <TYPE> and can never
 * meet a draft; the admin and the scheduler Query the UNPUBLISHED partition.
 * Publishing or unpublishing moves the item between the two partitions.
 * Earlier versions of an item (revisions) are items of their own under
 * REV#<TYPE>#<id>, sorted by when they were replaced: an item's versions are
 * one Query on the table's key, newest first. They are in no index, and their
 * pk starts with none of the published items' prefixes, so the public grants
 * (LeadingKeys NEWS#, PRESS#, …) cannot read them.
 */

export const entityTypes = ['NEWS', 'PRESS', 'EVENT', 'CAREER', 'CONTACT', 'HIRE', 'SUBSCRIBER', 'APPLICATION'] as const;
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
} as const;

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
  slug: (type: EntityType, slug: string): ItemKey => ({ pk: `SLUG#${type}#${slug}`, sk: 'SLUG' }),
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
};

/** Attributes that exist for the table's sake and never leave the data layer. */
export const keyAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'entityType', table.ttlAttribute] as const;
