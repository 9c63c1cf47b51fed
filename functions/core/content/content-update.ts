/**
 * The part of a content write that touches no image (and so no S3 client):
 * checking a body, and writing an update with its publish state, after
 * keeping the version it replaces. ./content adds the images around it; a
 * restore (./restore) is this part alone, so its function stays small.
 */
import { messages } from '../../contract/messages';
import { titleFields } from '../../contract/schemas/content';
import { isDraftBody, validateContent } from '../../contract/schemas/publish-state';
import { isItemId, missesRequired } from '../../contract/validation';
import type { AdminClaims } from '../auth/tokens';
import type { Collection, Item } from './collections';
import { assertStorable } from '../db/item-size';
import * as repository from '../db/repository';
import { sanitizeHtml } from './html';
import { HttpError, invalid } from '../http/errors';
import { assertPublishable, isListed, nextState } from './publish-state';
import { keepRevision } from './revisions';
import { schemaOf } from './content-schemas';

/** Who writes: the admin of the request's token (stored as updatedBy, and as changedBy on the version an update replaces). */
export type Editor = AdminClaims | null;

/** The body's own fields, checked as the route's frame checks them (a draft needs only its title). */
export function check<T>(collection: Collection<T>, input: Item, mode: 'full' | 'partial'): Item {
  const result = validateContent(schemaOf(collection), input, mode, titleFields[collection.kind]);
  if (result.ok) return result.value as Item;
  const summary = !isDraftBody(input) && missesRequired(schemaOf(collection), result.errors) ? messages.allFieldsRequired : undefined;
  return invalid(result.errors, summary);
}

export function sanitized<T>(collection: Collection<T>, values: Item): Item {
  const clean = { ...values };
  for (const field of collection.htmlFields) {
    if (typeof clean[field] === 'string') clean[field] = sanitizeHtml(clean[field]);
  }
  return clean;
}

/** The stored item an id names; only a server-made id can name one (anything else is 404 before the table is asked). */
export async function existingItem<T>(collection: Collection<T>, id: string): Promise<Item> {
  const existing = isItemId(id) ? await repository.getById<Item>(collection.type, id) : null;
  if (!existing) throw new HttpError(404, messages.notFound[collection.kind]);
  return existing;
}

/** Fields never emptied by leaving them blank: the images and their upload fields, and the publish state the body asks for. */
const keptWhenBlank = new Set(['image', 'eventImages', 'eventImagesAlt', 'status', 'publishAt']);

/** The optional fields of a collection's form an update may empty (never its URL: left out, it stays). */
export function clearableFields<T>(collection: Collection<T>): string[] {
  return Object.entries(schemaOf(collection).entries)
    .filter(([name, field]) => !field.meta.required && !keptWhenBlank.has(name) && name !== collection.slugField)
    .map(([name]) => name);
}

/** The optional texts a body sends empty (an editor cleared a section's title): the update removes them from the item. */
export function clearedFields<T>(collection: Collection<T>, input: Item, values: Item): string[] {
  return clearableFields(collection).filter((name) => Object.hasOwn(input, name) && values[name] === undefined);
}

/** The fields a body sets on the item itself: not the upload fields, nor the status and time it asks for. */
export function ownFields(values: Item): Item {
  const { image: _i, eventImages: _e, eventImagesAlt: _a, status: _s, publishAt: _p, ...fields } = values;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * Writes an update of checked `values` to `existing`: its fields (sanitized),
 * its publish state (./publish-state: publishing needs the whole item), and
 * the image attributes ./content prepared, and the `cleared` fields removed.
 * Keeps the replaced version first (./revisions). Answers the updated item.
 */
export async function writeUpdate<T>(
  collection: Collection<T>,
  existing: Item,
  values: Item,
  by: Editor,
  { imageChanges = {}, cleared = [] }: { imageChanges?: Item; cleared?: string[] } = {},
): Promise<T> {
  const id = String(existing._id);
  const fields = ownFields(values);
  const state = nextState(values, existing, new Date());
  // updatedAt: the sitemap's lastmod for the item's page.
  const changes: Item = {
    ...sanitized(collection, fields),
    ...collection.derive?.(fields),
    ...imageChanges,
    ...state.set,
    updatedAt: new Date().toISOString(),
    ...(by ? { updatedBy: by.email } : {}),
  };
  const merged: Item = { ...existing, ...changes };
  const remove = [...state.remove, ...cleared.filter((name) => name in existing)];
  for (const name of remove) delete merged[name];
  if (state.set.status !== 'draft') assertPublishable(collection, merged);
  assertStorable(repository.entityItem(collection.type, id, collection.sortValue(merged), merged));
  await keepRevision(collection, existing, by?.email ?? 'unknown');
  const listing = { sortValue: collection.sortValue(merged), published: isListed(collection, state, merged, new Date()) };
  const updated = await repository.updateById<T>(collection.type, id, changes, listing, remove);
  if (!updated) throw new HttpError(404, messages.notFound[collection.kind]);
  return updated;
}
