/**
 * Gives items stored before the image pipeline their variants and meta
 * (`npm run migrate:images`). Idempotent: an image whose meta the item already
 * records is skipped, so a run that stopped half-way just continues. The meta
 * is written with a condition on the meta read, so an editor's change in
 * between wins (the variants made for it are removed again).
 */
import { isImageMeta, type ImageMetaMap } from '../../contract/image-variants';
import type { GalleryImage } from '../../contract/entities';
import { collections, type Item } from './collections';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { processStoredImage, removeVariants } from '../images/images';
import { logger } from '../logger';

export interface MigrationReport {
  items: number;
  processed: number;
  skipped: number;
  failed: string[];
}

/** Every image URL an item shows: its banner and its gallery. */
function imageUrls(item: Item, imageField: string | undefined): string[] {
  const banner = imageField && typeof item[imageField] === 'string' ? [String(item[imageField])] : [];
  const gallery = Array.isArray(item.eventImages) ? (item.eventImages as GalleryImage[]).map((image) => image.imageUrl) : [];
  return [...banner, ...gallery];
}

export async function migrateImages(): Promise<MigrationReport> {
  const report: MigrationReport = { items: 0, processed: 0, skipped: 0, failed: [] };
  for (const collection of Object.values(collections)) {
    const partitions = [collection.type, keys.unpublished(collection.type)];
    const items = (await Promise.all(partitions.map((partition) => repository.listAll<Item>(partition)))).flat();
    for (const item of items) {
      report.items += 1;
      const stored = (item.imageMeta as ImageMetaMap | undefined) ?? {};
      const banner = 'imageField' in collection ? collection.imageField : undefined;
      const todo = imageUrls(item, banner).filter((url) => !isImageMeta(stored[url]));
      report.skipped += imageUrls(item, banner).length - todo.length;
      if (todo.length === 0) continue;
      const added: ImageMetaMap = {};
      for (const url of todo) {
        const meta = await processStoredImage(url);
        if (meta) added[url] = meta;
        else report.failed.push(url);
      }
      if (Object.keys(added).length === 0) continue;
      const when =
        item.imageMeta === undefined
          ? { expression: 'attribute_not_exists(#meta)', names: { '#meta': 'imageMeta' } }
          : { expression: '#meta = :read', names: { '#meta': 'imageMeta' }, values: { ':read': item.imageMeta } };
      const written = await repository.updateByIdIf(collection.type, String(item._id), { imageMeta: { ...stored, ...added } }, when);
      if (written) report.processed += Object.keys(added).length;
      else {
        logger.warn('image-migration-skipped', { type: collection.type, id: item._id });
        await Promise.all(Object.entries(added).map(([url, meta]) => removeVariants(url, meta.widths)));
      }
    }
  }
  return report;
}
