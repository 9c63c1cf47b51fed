import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { variantPath } from '../../functions/contract/image-variants';
import { cachedProcessing } from '../../functions/core/images/cache';
import type { ProcessedImage } from '../../functions/core/images/processing';
import type { ImageType } from '../../functions/core/images/file-type';

const png = { extension: 'png', contentType: 'image/png' } as ImageType;
const meta = { width: 800, height: 400, placeholder: 'data:image/webp;base64,AAAA', widths: [480, 800] };

/** What the pipeline would make of an image at `key`: each variant's bytes name its width and format. */
function processed(key: string): ProcessedImage {
  return {
    meta,
    variants: meta.widths.flatMap((width) =>
      (['avif', 'webp', 'fallback'] as const).map((format) => ({
        key: variantPath(key, width, format),
        body: Buffer.from(`${width}-${format}`),
        contentType: format === 'fallback' ? 'image/png' : `image/${format}`,
      })),
    ),
  };
}

const folders: string[] = [];
const cacheFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'image-cache-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the local image cache', () => {
  it('processes the same bytes once and answers the variants under the new key the second time', async () => {
    const folder = cacheFolder();
    const bytes = new Uint8Array([1, 2, 3]);
    const make = vi.fn(async () => processed('media/news/first.png'));
    const first = await cachedProcessing(folder, bytes, png, 'media/news/first.png', make);
    const second = await cachedProcessing(folder, bytes, png, 'media/news/second.png', make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first).toEqual(processed('media/news/first.png'));
    expect(second).toEqual(processed('media/news/second.png'));
  });

  it('keeps other bytes apart, and makes an entry afresh when its index is unreadable', async () => {
    const folder = cacheFolder();
    const make = vi.fn(async () => processed('media/a.png'));
    await cachedProcessing(folder, new Uint8Array([1]), png, 'media/a.png', make);
    await cachedProcessing(folder, new Uint8Array([2]), png, 'media/a.png', make);
    expect(make).toHaveBeenCalledTimes(2);
    for (const entry of await readdir(folder)) writeFileSync(join(folder, entry, 'index.json'), '{ half written');
    const again = await cachedProcessing(folder, new Uint8Array([1]), png, 'media/a.png', make);
    expect(make).toHaveBeenCalledTimes(3);
    expect(again).toEqual(processed('media/a.png'));
  });

  it('never keeps a failure', async () => {
    const folder = cacheFolder();
    const failing = vi.fn(async (): Promise<ProcessedImage> => {
      throw new Error('not decodable');
    });
    await expect(cachedProcessing(folder, new Uint8Array([9]), png, 'media/a.png', failing)).rejects.toThrow('not decodable');
    expect(await readdir(folder)).toEqual([]);
  });
});
