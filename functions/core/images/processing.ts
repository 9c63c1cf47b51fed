/**
 * Turns an upload's bytes into its responsive variants (../contract/image-variants
 * names them) and the meta an item records: size, widths and a blur
 * placeholder. Orientation is applied and EXIF dropped (sharp writes no
 * metadata unless asked). sharp is loaded on first use, so a function that
 * only deletes images never loads its native binary.
 */
import type { Sharp, SharpOptions } from 'sharp';
import {
  type ImageMeta,
  placeholderWidth,
  type VariantFormat,
  variantFormats,
  variantPath,
  widthsFor,
} from '../../contract/image-variants';
import type { ImageType } from './file-type';

export interface ImageVariant {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  meta: ImageMeta;
  variants: ImageVariant[];
}

/** The bytes were not an image sharp can decode, though their first bytes said so. */
export class UnreadableImageError extends Error {}

type SharpFactory = (input: Uint8Array, options?: SharpOptions) => Sharp;

let loaded: Promise<SharpFactory> | undefined;
const loadSharp = (): Promise<SharpFactory> => {
  loaded ??= import('sharp').then((module) => module.default as unknown as SharpFactory);
  return loaded;
};

/** Refuse pixel bombs (a 5 MB file can declare a huge canvas) and stop at the first decoding error. */
const inputOptions: SharpOptions = { failOn: 'error', limitInputPixels: 40_000_000 };

const contentTypes: Record<Exclude<VariantFormat, 'fallback'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** One format's encoder settings: quality where the eye cannot tell, effort kept low for a Lambda's CPU. */
function encode(image: Sharp, format: VariantFormat, original: ImageType): Sharp {
  const target = format === 'fallback' ? original.extension : format;
  switch (target) {
    case 'avif':
      return image.avif({ quality: 50, effort: 1 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'gif':
      return image.gif();
    default:
      return image.png({ compressionLevel: 6 });
  }
}

/** Size with the EXIF orientation applied (orientations 5 to 8 turn the image a quarter). */
async function orientedSize(sharp: SharpFactory, bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(bytes, inputOptions).metadata();
  if (!width || !height) throw new UnreadableImageError('image without dimensions');
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Every variant and the meta of one image; `key` is the original's media/ key.
 * The local stack keeps the results by content (IMAGE_CACHE_DIR, ./cache); Lambda never sets it.
 */
export async function processImage(bytes: Uint8Array, type: ImageType, key: string): Promise<ProcessedImage> {
  const cacheDirectory = process.env.IMAGE_CACHE_DIR;
  if (!cacheDirectory) return processFresh(bytes, type, key);
  const { cachedProcessing } = await import('./cache');
  return cachedProcessing(cacheDirectory, bytes, type, key, () => processFresh(bytes, type, key));
}

async function processFresh(bytes: Uint8Array, type: ImageType, key: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await orientedSize(sharp, bytes);
    const widths = widthsFor(width);
    const placeholderBytes = await sharp(bytes, inputOptions).rotate().resize({ width: placeholderWidth }).webp({ quality: 40 }).toBuffer();
    const variants = await Promise.all(
      widths.flatMap((w) =>
        variantFormats.map(async (format) => ({
          key: variantPath(key, w, format),
          body: await encode(sharp(bytes, inputOptions).rotate().resize({ width: w, withoutEnlargement: true }), format, type).toBuffer(),
          contentType: format === 'fallback' ? type.contentType : contentTypes[format],
        })),
      ),
    );
    const placeholder = `data:image/webp;base64,${placeholderBytes.toString('base64')}`;
    return { meta: { width, height, placeholder, widths }, variants };
  } catch (error) {
    throw error instanceof UnreadableImageError ? error : new UnreadableImageError('image not decodable', { cause: error });
  }
}
