import type { AuditAction, AuditEntry } from '@contract/audit';
import { auditActionLabels } from '@contract/audit';

/** The kinds of thing an entry names, as the Item type filter and the Item column word them. */
export const auditItemTypes = {
  career: 'Career',
  news: 'News',
  press: 'Press release',
  event: 'Event',
  testimonial: 'Testimonial',
  caseStudy: 'Case study',
  service: 'Service',
  about: 'About page',
  successStories: 'Success stories page',
  home: 'Home page',
  contact: 'Contact enquiry',
  hire: 'Hire enquiry',
  subscriber: 'Subscriber',
  user: 'User',
  address: 'Address',
  export: 'CSV export',
  session: 'Session',
} as const;

export type AuditItemType = keyof typeof auditItemTypes;

export const isAuditItemType = (value: string): value is AuditItemType => Object.hasOwn(auditItemTypes, value);

/** An entry's action as a person reads it; an action this build does not know yet shows as stored. */
export const actionLabel = (entry: AuditEntry) => auditActionLabels[entry.action] ?? entry.action;

/**
 * The Item cell's words: the kind of thing, then its name ("News: Quarterly
 * update"). An entry written before entries kept names has only its item's
 * id: that stands in for the name.
 */
export function itemLabel(entry: AuditEntry): string {
  const type = entry.itemType ? (isAuditItemType(entry.itemType) ? auditItemTypes[entry.itemType] : entry.itemType) : '';
  return [type, entry.itemTitle || entry.itemId].filter(Boolean).join(': ');
}

/** Where each kind of item is worked on in the admin; kinds not listed (subscribers, addresses, sessions) have no page. */
const itemPages: Partial<Record<AuditItemType, (id: string) => string>> = {
  career: (id) => `/admin/update-career/${id}`,
  news: (id) => `/admin/update-news/${id}`,
  press: (id) => `/admin/update-press/${id}`,
  event: (id) => `/admin/update-event/${id}`,
  contact: (id) => `/admin/contact-us/${id}`,
  hire: (id) => `/admin/hire-us/${id}`,
  user: () => '/admin/users',
};

/** Actions after which their item is gone: its entries name it and link nowhere. */
const removals = new Set<AuditAction>(['delete', 'lead-delete', 'user-remove', 'subscriber-delete', 'erase']);

/**
 * The items the entries say were removed. The log reads newest first, so a
 * removal is loaded before the older entries about the same item.
 */
export const removedItems = (entries: AuditEntry[]): Set<string> =>
  new Set(
    entries.flatMap((entry) => (removals.has(entry.action) && entry.itemType && entry.itemId ? [`${entry.itemType}#${entry.itemId}`] : [])),
  );

/** The admin page of an entry's item, or none when it has none or is known to be gone. */
export function itemLink(entry: AuditEntry, removed: Set<string>): string | undefined {
  const { itemType, itemId } = entry;
  if (!itemType || !itemId || !isAuditItemType(itemType) || removed.has(`${itemType}#${itemId}`)) return undefined;
  return itemPages[itemType]?.(encodeURIComponent(itemId));
}
