/**
 * The editors' workflow on the server: what status a write leaves
 * an item in, and what publishing needs. A body asks for `draft` or
 * `published` (no status: the spec's call, which publishes a new item and
 * leaves an existing one as it is); `published` with a future `publishAt` is
 * stored as `scheduled`, and the scheduler (./scheduler) puts it live on time.
 * Only published items are in their type's list partition (./db/keys).
 */
import type { ContentStatus } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { statusOf, type Collection, type Item } from './collections';
import { invalid } from '../http/errors';
import { schemaOf } from './content-schemas';

/** The workflow attributes a write sets, and those it removes. */
export interface PublishState {
  set: { status: ContentStatus; publishAt?: string; publishedAt?: string };
  remove: string[];
}

/** What a write asks for: the body's status and publish time, already validated. */
export interface Requested {
  status?: unknown;
  publishAt?: unknown;
}

/**
 * The state after a write. `existing` is the stored item (null for a create).
 * A draft drops its publish time; `published` without a time publishes now;
 * an update that names no status keeps a scheduled item's time unless it gives a new one.
 */
export function nextState(requested: Requested, existing: Item | null, now: Date): PublishState {
  const current = existing ? statusOf(existing) : null;
  const wanted = requested.status === 'draft' || requested.status === 'published' ? requested.status : (current ?? 'published');
  if (wanted === 'draft') return { set: { status: 'draft' }, remove: existing?.publishAt !== undefined ? ['publishAt'] : [] };
  const given = typeof requested.publishAt === 'string' ? new Date(requested.publishAt).toISOString() : undefined;
  const kept =
    requested.status === undefined && current === 'scheduled' && typeof existing?.publishAt === 'string' ? existing.publishAt : undefined;
  const when = given ?? kept;
  if (when && Date.parse(when) > now.getTime()) return { set: { status: 'scheduled', publishAt: when }, remove: [] };
  const publishedAt = current === 'published' && typeof existing?.publishedAt === 'string' ? existing.publishedAt : now.toISOString();
  // Published now, after having been scheduled for another time: that time is no longer true.
  const stale = !when && current === 'scheduled' ? ['publishAt'] : [];
  return { set: { status: 'published', publishedAt, ...(when ? { publishAt: when } : {}) }, remove: stale };
}

export const isLive = (state: PublishState) => state.set.status === 'published';

/** Whether the written item goes into its type's public list partition: live, and not yet closed (a career past its closing day). */
export const isListed = <T>(collection: Collection<T>, state: PublishState, item: Item, now: Date) =>
  isLive(state) && (collection.listedAt?.(item, now) ?? true);

/** Where a schema field is stored: the banner's upload key becomes the collection's image URL. */
const storedName = <T>(collection: Collection<T>, field: string) => (field === 'image' ? (collection.imageField ?? field) : field);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Publishing or scheduling needs the whole item: the stored item with the
 * changes must have every required field (else 400 "All Fields are
 * required!" with each missing field's message, as a create answers). The
 * banner's alt text is not among them: without one the image is published
 * as decorative (alt="").
 */
export function assertPublishable<T>(collection: Collection<T>, merged: Item): void {
  const errors: Record<string, string> = {};
  for (const [field, schema] of Object.entries(schemaOf(collection).entries)) {
    const { required } = schema.meta;
    if (required && isEmpty(merged[storedName(collection, field)])) errors[field] = required;
  }
  if (Object.keys(errors).length > 0) invalid(errors, messages.allFieldsRequired);
}
