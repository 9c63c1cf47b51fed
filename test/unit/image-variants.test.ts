import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fallbackSrc, srcSet, variantPath, variantPaths, widthsFor } from '../../functions/contract/image-variants';
import { processImage, UnreadableImageError } from '../../functions/core/images/processing';

const png = { contentType: 'image/png', extension: 'png' } as const;
const jpeg = { contentType: 'image/jpeg', extension: 'jpg' } as const;

describe('variant naming', () => {
  it('offers each standard width below the image, and its own width capped at the largest (never upscaled)', () => {
    expect(widthsFor(3000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('names variants beside the original, the fallback in its own format', () => {
    expect(variantPath('/media/news/abc.png', 480, 'avif')).toBe('/media/news/abc-w480.avif');
    expect(variantPath('/media/news/abc.png', 960, 'webp')).toBe('/media/news/abc-w960.webp');
    expect(variantPath('media/news/abc.jpg', 1600, 'fallback')).toBe('media/news/abc-w1600.jpg');
    expect(variantPaths('media/a/b.gif', [300])).toEqual(['media/a/b-w300.avif', 'media/a/b-w300.webp', 'media/a/b-w300.gif']);
  });

  it('derives srcset and the fallback src from the meta widths', () => {
    const meta = { width: 1200, height: 600, placeholder: 'data:', widths: [480, 960, 1200] };
    expect(srcSet('/media/n/x.png', meta, 'webp')).toBe(
      '/media/n/x-w480.webp 480w, /media/n/x-w960.webp 960w, /media/n/x-w1200.webp 1200w',
    );
    expect(fallbackSrc('/media/n/x.png', meta)).toBe('/media/n/x-w1200.png');
  });
});

describe('image processing', () => {
  it('writes AVIF, WebP and the original format at every width, with a tiny placeholder', async () => {
    const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3d5afe' } })
      .png()
      .toBuffer();
    const { meta, variants } = await processImage(bytes, png, 'media/news/id.png');
    expect(meta).toMatchObject({ width: 1000, height: 500, widths: [480, 960, 1000] });
    expect(meta.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(meta.placeholder.length).toBeLessThan(400);
    const placeholder = await sharp(Buffer.from(meta.placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect(placeholder.width).toBe(16);
    expect(variants.map((v) => v.key).sort()).toEqual(variantPaths('media/news/id.png', [480, 960, 1000]).sort());
    for (const variant of variants) {
      const info = await sharp(variant.body).metadata();
      const width = Number(/-w(\d+)\./.exec(variant.key)?.[1]);
      expect(info.width, variant.key).toBe(width);
      expect(info.height, variant.key).toBe(width / 2);
      expect(`image/${info.format === 'heif' ? 'avif' : info.format}`, variant.key).toBe(variant.contentType);
    }
  });

  it('applies the EXIF orientation and writes no EXIF', async () => {
    // 600x300 stored, orientation 6: shown 300 wide, 600 high.
    const bytes = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { meta, variants } = await processImage(bytes, jpeg, 'media/news/o.jpg');
    expect(meta).toMatchObject({ width: 300, height: 600, widths: [300] });
    const fallback = variants.find((v) => v.key.endsWith('.jpg'));
    const info = await sharp(fallback?.body).metadata();
    expect([info.width, info.height, info.exif, info.orientation]).toEqual([300, 600, undefined, undefined]);
  });

  it('refuses bytes that start like a PNG but do not decode', async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const corrupt = Buffer.concat([good.subarray(0, 40), Buffer.alloc(400, 7)]);
    await expect(processImage(corrupt, png, 'media/news/c.png')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
