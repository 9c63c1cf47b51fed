import type { AuditEntry } from '@contract/audit';
import { auditActionLabels } from '@contract/audit';

/** The kinds of thing an entry names, as the Item type filter and the Item column word them. */
export const auditItemTypes = {
  career: 'Career',
  news: 'News',
  press: 'Press release',
  event: 'Event',
  contact: 'Contact enquiry',
  hire: 'Hire enquiry',
  subscriber: 'Subscriber',
  user: 'User',
  address: 'Address',
  session: 'Session',
} as const;

export type AuditItemType = keyof typeof auditItemTypes;

export const isAuditItemType = (value: string): value is AuditItemType => Object.hasOwn(auditItemTypes, value);

/** An entry's action as a person reads it; an action this build does not know yet shows as stored. */
export const actionLabel = (entry: AuditEntry) => auditActionLabels[entry.action] ?? entry.action;

/** The Item cell's first line: the kind of thing, then its title ("News: Quarterly update"). */
export function itemLabel(entry: AuditEntry): string {
  const type = entry.itemType ? (isAuditItemType(entry.itemType) ? auditItemTypes[entry.itemType] : entry.itemType) : '';
  return [type, entry.itemTitle].filter(Boolean).join(': ');
}
