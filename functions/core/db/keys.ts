/**
 * The single-table key design, in one place.
 *
 * | item            | pk                      | sk        | gsi1pk   | gsi1sk              |
 * |-----------------|-------------------------|-----------|----------|---------------------|
 * | content/enquiry | <TYPE>#<id>             | <TYPE>    | <TYPE>   | <sort value>#<id>   |
 * | subscriber      | SUBSCRIBER#<email>      | SUBSCRIBER| SUBSCRIBER| <subscribed at>#<email> |
 * | slug claim      | SLUG#<TYPE>#<slug>      | SLUG      |          |                     |
 * | admin account   | ADMIN#<email>           | ADMIN     |          |                     |
 * | login attempts  | LOGIN#<scope>           | ATTEMPTS  |          | (expiresAt = TTL)   |
 *
 * Every list is a Query on gsi1 by type, ordered by the sort value (a creation
 * timestamp, or the event day for events). Slug claims make slugs unique with a
 * conditional put, since the local stand-in has no transactions.
 */

export const entityTypes = ['NEWS', 'PRESS', 'EVENT', 'CAREER', 'CONTACT', 'HIRE', 'SUBSCRIBER'] as const;
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
  listing: (type: EntityType, sortValue: string, id: string) => ({ gsi1pk: type, gsi1sk: `${sortValue}#${id}` }),
  slug: (type: EntityType, slug: string): ItemKey => ({ pk: `SLUG#${type}#${slug}`, sk: 'SLUG' }),
  admin: (email: string): ItemKey => ({ pk: `ADMIN#${email.trim().toLowerCase()}`, sk: 'ADMIN' }),
  /** One sign-in throttle counter; the scope names an account, a client, or both (core/auth/throttle). */
  loginAttempts: (scope: string): ItemKey => ({ pk: `LOGIN#${scope}`, sk: 'ATTEMPTS' }),
};

/** Attributes that exist for the table's sake and never leave the data layer. */
export const keyAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'entityType', table.ttlAttribute] as const;
