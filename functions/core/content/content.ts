/**
 * The four admin-managed collections (careers, news, press releases, events)
 * share one life cycle: validate, prove the images, claim a slug, sanitize the
 * rich text, store; update in place; delete with their images. A collection is
 * a small description of how its fields map onto that cycle (./collections,
 * which also holds the reads). Writes live here, reads there: this module
 * passes on only the collection descriptions, which every write names.
 */
import type { GalleryImage } from '../../contract/entities';
import type { ImageMetaMap } from '../../contract/image-variants';
import { messages } from '../../contract/messages';
import { slugMessages } from '../../contract/redirects';
import { isItemId } from '../../contract/validation';
import type { Collection, Item } from './collections';
import type { Change } from './content-audit';
import { check, clearedFields, type Editor, existingItem, ownFields, sanitized, writeUpdate } from './content-update';
import { type AttachedImage, attachImage, removeImage } from '../images/images';
import { HttpError } from '../http/errors';
import * as repository from '../db/repository';
import { isListed, nextState } from './publish-state';
import { removeRevisions } from './revisions';
import { slugify } from './slug';

export { collections } from './collections';
export type { Editor } from './content-update';

/** Gallery images with their alt texts, position by position (an empty text: no alt). */
function withAlts(images: GalleryImage[], alts: unknown): GalleryImage[] {
  if (!Array.isArray(alts)) return images;
  return images.map((image, i) => {
    const { alt: _, ...rest } = image;
    const alt = typeof alts[i] === 'string' ? alts[i].trim() : '';
    return alt ? { ...rest, alt } : rest;
  });
}

/** Removes images with their variants (their widths from the item's meta). */
async function removeImages(urls: string[], meta: ImageMetaMap = {}): Promise<void> {
  await Promise.all(urls.map((url) => removeImage(url, meta[url])));
}

/** The meta of freshly attached images, by URL. */
const metaOf = (attached: Iterable<AttachedImage>): ImageMetaMap =>
  Object.fromEntries([...attached].map((image) => [image.url, image.meta]));

/** Moves every named upload into media/, all or none; answers each upload key's image, in order. */
async function attachAll(uploadKeys: string[], folder: string): Promise<Map<string, AttachedImage>> {
  const attached = new Map<string, AttachedImage>();
  try {
    for (const key of uploadKeys) attached.set(key, await attachImage(key, folder));
    return attached;
  } catch (error) {
    await removeImages(
      [...attached.values()].map((image) => image.url),
      metaOf(attached.values()),
    );
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
    const imageUrl = attached.get(entry)?.url;
    const image = imageUrl ? { _id: crypto.randomUUID(), imageUrl } : kept.get(entry);
    return image ? [image] : [];
  });
  const dropped = current.filter((image) => !entries.includes(image._id));
  return { gallery, added: [...attached.values()], dropped };
}

/** The slug a new item gets: the one the editor asked for (refused when taken), else one made from its title. */
async function claimFirstSlug<T>(collection: Collection<T>, fields: Item, id: string): Promise<string> {
  const asked = collection.slugEditable ? fields.slug : undefined;
  if (typeof asked !== 'string') return repository.claimSlug(collection.type, slugify(String(fields[collection.titleField])), id);
  if ((await repository.claimExactSlug(collection.type, asked, id)) === 'taken') throw slugTaken();
  return asked;
}

const slugTaken = () => new HttpError(409, slugMessages.taken, { slug: slugMessages.taken });

/**
 * The slug an update asks for, claimed: unchanged (or not asked) is null; a
 * slug the item had before is still its own (its claim outlives a change, so
 * no one else takes an old URL); another item's is refused. Answers whether
 * the claim is new, so a failed write can give it back.
 */
async function claimNewSlug<T>(collection: Collection<T>, existing: Item, values: Item): Promise<{ slug: string; fresh: boolean } | null> {
  const asked = values.slug;
  delete values.slug;
  if (!collection.slugEditable || !collection.slugField || typeof asked !== 'string' || asked === existing[collection.slugField])
    return null;
  const claim = await repository.claimExactSlug(collection.type, asked, String(existing._id));
  if (claim === 'taken') throw slugTaken();
  return { slug: asked, fresh: claim === 'fresh' };
}

/** `createdAt` exists for the local seed, which spreads its items over past weeks. */
export async function createItem<T>(collection: Collection<T>, input: Item, by: Editor = null, createdAt = new Date()): Promise<T> {
  const values = check(collection, input, 'full');
  collection.assertNew?.(values, new Date());
  const id = crypto.randomUUID();
  const now = createdAt.toISOString();
  const { image, eventImages, eventImagesAlt } = values;
  const fields = ownFields(values);
  const state = nextState(values, null, new Date());
  // Banner and gallery attach together, so a failed gallery upload leaves no banner behind (a draft may have neither yet).
  const galleryKeys = Array.isArray(eventImages) ? (eventImages as string[]) : [];
  const attached = await attachAll([...(typeof image === 'string' ? [image] : []), ...galleryKeys], collection.folder);
  const banner = typeof image === 'string' ? attached.get(image)?.url : undefined;
  const galleryUrls = galleryKeys.flatMap((key) => attached.get(key)?.url ?? []);
  const imageMeta = metaOf(attached.values());
  let slug: string | undefined;
  try {
    if (collection.slugField) slug = await claimFirstSlug(collection, fields, id);
    const item: Item = {
      ...sanitized(collection, fields),
      ...collection.derive?.(fields),
      _id: id,
      ...(banner && collection.imageField ? { [collection.imageField]: banner } : {}),
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
      ...(attached.size > 0 ? { imageMeta } : {}),
      ...state.set,
      ...(by ? { updatedBy: by.email } : {}),
    };
    await repository.putNew(collection.type, id, collection.sortValue(item), item, isListed(collection, state, item, new Date()));
    return item as T;
  } catch (error) {
    // Nothing half-written: give back the slug and the images.
    if (slug) await repository.releaseSlug(collection.type, slug).catch(() => undefined);
    await removeImages(Object.keys(imageMeta), imageMeta);
    throw error;
  }
}

/** Only a server-made id can name an item to change: anything else is 404 before the table is asked. */
function assertItemId<T>(collection: Collection<T>, id: string): void {
  if (!isItemId(id)) throw new HttpError(404, messages.notFound[collection.kind]);
}

/** The image side of an update: attributes to set, files attached for it (with their meta), files it replaces. */
interface ImageWork {
  changes: Item;
  added: AttachedImage[];
  replaced: string[];
}

/** The item's image meta after an update: the images it still shows keep theirs, new ones add theirs. */
function nextImageMeta(existing: Item, work: ImageWork): ImageMetaMap {
  const gone = new Set(work.replaced);
  const kept = Object.entries((existing.imageMeta as ImageMetaMap | undefined) ?? {}).filter(([url]) => !gone.has(url));
  return { ...Object.fromEntries(kept), ...metaOf(work.added) };
}

/** Attaches the banner and gallery an update names, and sets the gallery's alt texts. */
async function updateImages<T>(collection: Collection<T>, existing: Item, values: Item, input: Item): Promise<ImageWork> {
  const { image, eventImages, eventImagesAlt } = values;
  const work: ImageWork = { changes: {}, added: [], replaced: [] };
  const gallery = (existing.eventImages as GalleryImage[]) ?? [];
  if (typeof image === 'string' && collection.imageField) {
    const banner = await attachImage(image, collection.folder);
    work.changes[collection.imageField] = banner.url;
    work.added.push(banner);
    if (typeof existing[collection.imageField] === 'string') work.replaced.push(String(existing[collection.imageField]));
  }
  if (Array.isArray(eventImages) || (input.eventImages !== undefined && collection.kind === 'event')) {
    try {
      const result = await nextGallery(gallery, (eventImages as string[]) ?? [], collection.folder);
      work.changes.eventImages = withAlts(result.gallery, eventImagesAlt);
      work.added.push(...result.added);
      work.replaced.push(...result.dropped.map((dropped) => dropped.imageUrl));
    } catch (error) {
      await removeImages(
        work.added.map((added) => added.url),
        metaOf(work.added),
      );
      throw error;
    }
  } else if (Array.isArray(eventImagesAlt) && collection.kind === 'event') {
    work.changes.eventImages = withAlts(gallery, eventImagesAlt);
  }
  if (work.added.length > 0 || work.replaced.length > 0) work.changes.imageMeta = nextImageMeta(existing, work);
  return work;
}

/**
 * Changes an item: the body's fields, its publish state, its images
 * (./content-update writes it and keeps the version it replaces). Images it
 * replaces are removed once the write succeeded; new ones, if it failed.
 * Answers the item before and after (for the audit log: ./content-audit).
 */
export async function updateItem<T>(collection: Collection<T>, id: string, input: Item, by: Editor = null): Promise<Change<T>> {
  const existing = await existingItem(collection, id);
  const values = check(collection, input, 'partial');
  const cleared = clearedFields(collection, input, values).filter((name) => name in existing);
  const changesNothing = () => Object.keys(values).length === 0 && cleared.length === 0 && input.eventImages === undefined;
  // A body with none of the collection's fields changes nothing, so nothing is written (not even updatedAt).
  if (changesNothing()) return { before: existing, after: existing as T };
  const newSlug = await claimNewSlug(collection, existing, values);
  // A body that only repeats the current URL changes nothing either.
  if (!newSlug && changesNothing()) return { before: existing, after: existing as T };
  const slugChange = newSlug && collection.slugField ? { [collection.slugField]: newSlug.slug } : {};
  const images = await updateImages(collection, existing, values, input);
  try {
    const updated = await writeUpdate<T>(collection, existing, values, by, {
      imageChanges: { ...images.changes, ...slugChange },
      cleared,
    });
    await removeImages(images.replaced, existing.imageMeta as ImageMetaMap | undefined);
    return { before: existing, after: updated };
  } catch (error) {
    await removeImages(
      images.added.map((added) => added.url),
      metaOf(images.added),
    );
    if (newSlug?.fresh) await repository.releaseSlug(collection.type, newSlug.slug).catch(() => undefined);
    throw error;
  }
}

/** Answers the removed item (for the audit log). */
export async function deleteItem<T>(collection: Collection<T>, id: string): Promise<Item> {
  assertItemId(collection, id);
  const removed = await repository.deleteById<Item>(collection.type, id);
  if (!removed) throw new HttpError(404, messages.notFound[collection.kind]);
  const slug = collection.slugField ? removed[collection.slugField] : undefined;
  // A job made before jobs had pages may have no slug to give back.
  if (collection.slugField && typeof slug === 'string' && slug !== '') await repository.releaseSlug(collection.type, slug);
  await removeRevisions(collection, id);
  const gallery = (removed.eventImages as GalleryImage[] | undefined) ?? [];
  const banner =
    collection.imageField && typeof removed[collection.imageField] === 'string' ? [String(removed[collection.imageField])] : [];
  await removeImages([...banner, ...gallery.map((image) => image.imageUrl)], removed.imageMeta as ImageMetaMap | undefined);
  return removed;
}
