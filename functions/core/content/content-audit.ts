/**
 * What the content routes (careers, news, press releases, events) report to
 * the audit log: the handler frame records these events with the
 * admin as actor once the write has succeeded. Pure functions of the item
 * before and after the write, so the handlers stay one call and one reply.
 */
import type { AuditAction, AuditEvent } from '../../contract/audit';
import type { ContentStatus } from '../../contract/entities';
import { type Collection, type Item, statusOf } from './collections';

/** What an event needs of a collection: its kind (the item type) and where its title is. */
type Described = Pick<Collection<unknown>, 'kind' | 'titleField'>;

/** An update's outcome: the stored item before it and after it (the same object when nothing was written). */
export interface Change<T> {
  before: Item;
  after: T;
}

const statusLabels: Record<ContentStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** Attributes every write or publish step touches: a change to them alone is not a change of wording. */
const bookkeeping = new Set(['status', 'publishAt', 'publishedAt', 'updatedAt', 'updatedBy']);

function event(action: AuditAction, collection: Described, item: Item, detail?: string): AuditEvent {
  const title = item[collection.titleField];
  return {
    action,
    itemType: collection.kind,
    itemId: String(item._id),
    ...(typeof title === 'string' && title ? { itemTitle: title } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** A new item, with the state it was created in ("Draft", "Published" or "Scheduled"). */
export const created = (collection: Described, item: object): AuditEvent =>
  event('create', collection, item as Item, statusLabels[statusOf(item as Item)]);

export const deleted = (collection: Described, removed: Item): AuditEvent => event('delete', collection, removed);

function wordingChanged(before: Item, after: Item): boolean {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].some((name) => !bookkeeping.has(name) && JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/** The publish-state change of a write, as "Draft → Published", or nothing. */
function statusChange(before: Item, after: Item): AuditEvent['detail'] {
  const [from, to] = [statusOf(before), statusOf(after)];
  return from === to ? undefined : `${statusLabels[from]} → ${statusLabels[to]}`;
}

/**
 * An update: `update` when the wording (fields, images) changed or the save
 * changed nothing else, `status` when the publish state moved; both when both
 * did. A body that named no field wrote nothing and reports nothing.
 */
export function updated<T>(collection: Described, { before, after }: Change<T>): AuditEvent[] {
  if ((after as unknown) === before) return [];
  const item = after as Item;
  const detail = statusChange(before, item);
  const events = detail && !wordingChanged(before, item) ? [] : [event('update', collection, item)];
  return detail ? [...events, event('status', collection, item, detail)] : events;
}

/** A restore: always `restore` (the version brought back), and `status` if the publish state moved with it. */
export function restored<T>(collection: Described, { before, after }: Change<T>): AuditEvent[] {
  const item = after as Item;
  const detail = statusChange(before, item);
  return [event('restore', collection, item), ...(detail ? [event('status', collection, item, detail)] : [])];
}
