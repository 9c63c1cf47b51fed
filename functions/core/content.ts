/**
 * The four admin-managed collections (careers, news, press releases, events)
 * share one life cycle: validate, prove the images, claim a slug, sanitize the
 * rich text, store; update in place; delete with their images. A collection is
 * a small description of how its fields map onto that cycle (./collections,
 * which also holds the reads). Writes live here, reads there: this module
 * passes on only the collection descriptions, which every write names.
 */
import type { GalleryImage } from '../contract/entities';
import { messages } from '../contract/messages';
import { isDraftBody, validateContent } from '../contract/schemas/publish-state';
import { titleFields } from '../contract/schemas/content';
import { isItemId, missesRequired } from '../contract/validation';
import type { AdminClaims } from './auth/tokens';
import type { Collection, Item } from './collections';
import { attachImage, removeImage } from './images';
import { sanitizeHtml } from './html';
import { HttpError, invalid } from './http/errors';
import * as repository from './db/repository';
import { assertStorable } from './db/item-size';
import { assertPublishable, isLive, nextState } from './publish-state';
import { keepRevision, listRevisions, removeRevisions } from './revisions';
import { slugify } from './slug';

export { collections } from './collections';

/** Who writes: the admin of the request's token (stored as updatedBy, and as changedBy on the version an update replaces). */
export type Editor = AdminClaims | null;

/** The body's own fields, checked as the route's frame checks them (a draft needs only its title). */
function check<T>(collection: Collection<T>, input: Item, mode: 'full' | 'partial'): Item {
  const result = validateContent(collection.schema, input, mode, titleFields[collection.kind]);
  if (result.ok) return result.value as Item;
  const summary = !isDraftBody(input) && missesRequired(collection.schema, result.errors) ? messages.allFieldsRequired : undefined;
  return invalid(result.errors, summary);
}

/** Gallery images with their alt texts, position by position (an empty text: no alt). */
function withAlts(images: GalleryImage[], alts: unknown): GalleryImage[] {
  if (!Array.isArray(alts)) return images;
  return images.map((image, i) => {
    const { alt: _, ...rest } = image;
    const alt = typeof alts[i] === 'string' ? alts[i].trim() : '';
    return alt ? { ...rest, alt } : rest;
  });
}

function sanitized<T>(collection: Collection<T>, values: Item): Item {
  const clean = { ...values };
  for (const field of collection.htmlFields) {
    if (typeof clean[field] === 'string') clean[field] = sanitizeHtml(clean[field]);
  }
  return clean;
}

/** Moves every named upload into media/, all or none; answers each upload key's public URL, in order. */
async function attachAll(uploadKeys: string[], folder: string): Promise<Map<string, string>> {
  const attached = new Map<string, string>();
  try {
    for (const key of uploadKeys) attached.set(key, await attachImage(key, folder));
    return attached;
  } catch (error) {
    await Promise.all([...attached.values()].map(removeImage));
    throw error;
  }
}

/** The gallery an update asks for: kept ids stay, upload keys are attached, the rest go. */
async function nextGallery(current: GalleryImage[], entries: string[], folder: string) {
  const kept = new Map(current.map((image) => [image._id, image]));
  const uploads = entries.filter((entry) => entry.startsWith('uploads/'));
  for (const entry of entries) {
    if (!entry.startsWith('uploads/') && !kept.has(entry))
      throw new HttpError(400, messages.imageReference, { eventImages: messages.imageReference });
  }
  const attached = await attachAll(uploads, folder);
  const gallery = entries.flatMap((entry) => {
    const imageUrl = attached.get(entry);
    const image = imageUrl ? { _id: crypto.randomUUID(), imageUrl } : kept.get(entry);
    return image ? [image] : [];
  });
  const dropped = current.filter((image) => !entries.includes(image._id));
  return { gallery, added: [...attached.values()], dropped };
}

/** `createdAt` exists for the local seed, which spreads its items over past weeks. */
export async function createItem<T>(collection: Collection<T>, input: Item, by: Editor = null, createdAt = new Date()): Promise<T> {
  const values = check(collection, input, 'full');
  const id = crypto.randomUUID();
  const now = createdAt.toISOString();
  const { image, eventImages, eventImagesAlt, status: _status, publishAt: _publishAt, ...fields } = values;
  const state = nextState(values, null, new Date());
  // Banner and gallery attach together, so a failed gallery upload leaves no banner behind (a draft may have neither yet).
  const galleryKeys = Array.isArray(eventImages) ? (eventImages as string[]) : [];
  const attached = await attachAll([...(typeof image === 'string' ? [image] : []), ...galleryKeys], collection.folder);
  const banner = typeof image === 'string' ? attached.get(image) : undefined;
  const galleryUrls = galleryKeys.flatMap((key) => attached.get(key) ?? []);
  const attachedUrls = [...attached.values()];
  let slug: string | undefined;
  try {
    if (collection.slugField) slug = await repository.claimSlug(collection.type, slugify(String(fields[collection.titleField])), id);
    const item: Item = {
      ...sanitized(collection, fields),
      ...collection.derive?.(fields),
      _id: id,
      ...(banner ? { [collection.imageField]: banner } : {}),
      [collection.createdField]: now,
      ...(collection.slugField ? { [collection.slugField]: slug } : {}),
      ...(collection.kind === 'event'
        ? {
            eventImages: withAlts(
              galleryUrls.map((imageUrl) => ({ _id: crypto.randomUUID(), imageUrl })),
              eventImagesAlt,
            ),
          }
        : {}),
      ...state.set,
      ...(by ? { updatedBy: by.email } : {}),
    };
    await repository.putNew(collection.type, id, collection.sortValue(item), item, isLive(state));
    return item as T;
  } catch (error) {
    // Nothing half-written: give back the slug and the images.
    if (slug) await repository.releaseSlug(collection.type, slug).catch(() => undefined);
    await Promise.all(attachedUrls.map(removeImage));
    throw error;
  }
}

/** Only a server-made id can name an item to change: anything else is 404 before the table is asked. */
function assertItemId<T>(collection: Collection<T>, id: string): void {
  if (!isItemId(id)) throw new HttpError(404, messages.notFound[collection.kind]);
}

/**
 * Changes an item: the body's fields, its publish state (./publish-state),
 * its images. The version it replaces is kept first (./revisions).
 */
export async function updateItem<T>(collection: Collection<T>, id: string, input: Item, by: Editor = null): Promise<T> {
  assertItemId(collection, id);
  const existing = await repository.getById<Item>(collection.type, id);
  if (!existing) throw new HttpError(404, messages.notFound[collection.kind]);
  const values = check(collection, input, 'partial');
  // A body with none of the collection's fields changes nothing, so nothing is written (not even updatedAt).
  if (Object.keys(values).length === 0 && input.eventImages === undefined) return existing as T;
  const { image, eventImages, eventImagesAlt, status: _status, publishAt: _publishAt, ...fields } = values;
  const state = nextState(values, existing, new Date());
  // updatedAt: the sitemap's lastmod for the item's page.
  const changes: Item = {
    ...sanitized(collection, fields),
    ...collection.derive?.(fields),
    ...state.set,
    updatedAt: new Date().toISOString(),
    ...(by ? { updatedBy: by.email } : {}),
  };
  const replaced: string[] = [];
  const added: string[] = [];
  if (typeof image === 'string') {
    const banner = await attachImage(image, collection.folder);
    changes[collection.imageField] = banner;
    added.push(banner);
    if (typeof existing[collection.imageField] === 'string') replaced.push(String(existing[collection.imageField]));
  }
  if (Array.isArray(eventImages) || (input.eventImages !== undefined && collection.kind === 'event')) {
    const result = await nextGallery((existing.eventImages as GalleryImage[]) ?? [], (eventImages as string[]) ?? [], collection.folder);
    changes.eventImages = withAlts(result.gallery, eventImagesAlt);
    added.push(...result.added);
    replaced.push(...result.dropped.map((dropped) => dropped.imageUrl));
  } else if (Array.isArray(eventImagesAlt) && collection.kind === 'event') {
    changes.eventImages = withAlts((existing.eventImages as GalleryImage[]) ?? [], eventImagesAlt);
  }
  const merged: Item = { ...existing, ...changes };
  for (const name of state.remove) delete merged[name];
  try {
    if (state.set.status !== 'draft') assertPublishable(collection, merged, values);
    assertStorable(repository.entityItem(collection.type, id, collection.sortValue(merged), merged));
    await keepRevision(collection, existing, by?.email ?? 'unknown');
    const listing = { sortValue: collection.sortValue(merged), published: isLive(state) };
    const updated = await repository.updateById<T>(collection.type, id, changes, listing, state.remove);
    if (!updated) throw new HttpError(404, messages.notFound[collection.kind]);
    await Promise.all(replaced.map(removeImage));
    return updated;
  } catch (error) {
    await Promise.all(added.map(removeImage));
    throw error;
  }
}

/**
 * Brings back an earlier version's wording: an update from its text fields
 * (the item keeps its images and its publish state), which itself keeps the
 * version it replaces.
 */
export async function restoreRevision<T>(collection: Collection<T>, id: string, revisionId: string, by: Editor): Promise<T> {
  const revision = (await listRevisions(collection, id)).find((found) => found._id === revisionId);
  if (!revision) throw new HttpError(404, messages.versionNotFound);
  const { status: _status, publishAt: _publishAt, ...wording } = revision.snapshot;
  return updateItem(collection, id, wording, by);
}

export async function deleteItem<T>(collection: Collection<T>, id: string): Promise<void> {
  assertItemId(collection, id);
  const removed = await repository.deleteById<Item>(collection.type, id);
  if (!removed) throw new HttpError(404, messages.notFound[collection.kind]);
  if (collection.slugField) await repository.releaseSlug(collection.type, String(removed[collection.slugField]));
  await removeRevisions(collection, id);
  const gallery = (removed.eventImages as GalleryImage[] | undefined) ?? [];
  const banner = typeof removed[collection.imageField] === 'string' ? [String(removed[collection.imageField])] : [];
  await Promise.all([...banner, ...gallery.map((image) => image.imageUrl)].map(removeImage));
}
