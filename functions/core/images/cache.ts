/**
 * A memo of image processing by content, for the local stack only
 * (IMAGE_CACHE_DIR, which no Lambda sets). The seed sends the same artwork
 * through the pipeline on every start and in every test stack; the output of
 * the same bytes under the same settings is the same, so keeping it once per
 * machine changes nothing but the time (about 30 s of CPU per seed).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type VariantFormat, variantFormats, variantPath } from '../../contract/image-variants';
import type { ImageType } from './file-type';
import type { ProcessedImage } from './processing';

/** Bump when the encoder settings change, so no machine serves variants made the old way. */
const settingsVersion = 'v1';

interface Entry {
  width: number;
  format: VariantFormat;
  contentType: string;
  file: string;
}

interface Stored {
  meta: ProcessedImage['meta'];
  entries: Entry[];
}

/** Each variant with where it lives in the cache folder, found by the name the pipeline gave it. */
function entriesOf(processed: ProcessedImage, key: string): Array<Entry & { body: Buffer }> {
  return processed.meta.widths.flatMap((width) =>
    variantFormats.flatMap((format) => {
      const variant = processed.variants.find((candidate) => candidate.key === variantPath(key, width, format));
      return variant ? [{ width, format, contentType: variant.contentType, file: `${width}-${format}`, body: variant.body }] : [];
    }),
  );
}

async function load(folder: string, key: string): Promise<ProcessedImage | null> {
  try {
    const stored = JSON.parse(await readFile(join(folder, 'index.json'), 'utf8')) as Stored;
    const variants = await Promise.all(
      stored.entries.map(async (entry) => ({
        key: variantPath(key, entry.width, entry.format),
        body: await readFile(join(folder, entry.file)),
        contentType: entry.contentType,
      })),
    );
    return { meta: stored.meta, variants };
  } catch {
    return null; // Not there yet, or half-written by a process that stopped: made afresh.
  }
}

async function save(folder: string, key: string, processed: ProcessedImage): Promise<void> {
  const entries = entriesOf(processed, key);
  await mkdir(folder, { recursive: true });
  await Promise.all(entries.map((entry) => writeFile(join(folder, entry.file), entry.body)));
  // The index last, and by rename: a reader sees a whole entry or none (parallel test stacks share the folder).
  const index: Stored = { meta: processed.meta, entries: entries.map(({ body: _body, ...entry }) => entry) };
  const temporary = join(folder, `index.${process.pid}.${Date.now()}.tmp`);
  await writeFile(temporary, JSON.stringify(index));
  await rename(temporary, join(folder, 'index.json'));
}

/** The processed image for these bytes: from the cache folder, or made by `process` and kept there. */
export async function cachedProcessing(
  directory: string,
  bytes: Uint8Array,
  type: ImageType,
  key: string,
  process: () => Promise<ProcessedImage>,
): Promise<ProcessedImage> {
  const hash = createHash('sha256').update(settingsVersion).update(type.extension).update(bytes).digest('hex');
  const folder = join(directory, hash);
  const cached = await load(folder, key);
  if (cached) return cached;
  const processed = await process();
  await save(folder, key, processed).catch(() => undefined); // A full disk only costs the next start the time.
  return processed;
}
