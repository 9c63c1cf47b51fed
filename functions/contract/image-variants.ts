/**
 * Responsive variants of an uploaded image, named once for both sides: the
 * server writes them beside the original under media/, the web derives its
 * srcset from the same names. `/media/news/<id>.png` has
 * `/media/news/<id>-w480.avif`, `-w480.webp` and `-w480.png` (the original's
 * format, re-encoded), one set per width the item's meta records.
 */

/** The widths every image is offered at (never above its own width). */
export const variantWidths = [480, 960, 1600] as const;

/** Width of the blur placeholder drawn behind an image until it loads. */
export const placeholderWidth = 16;

/** What an item records per image URL (spec URL fields stay as they are). */
export interface ImageMeta {
  /** The original's size, orientation applied. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URI. */
  placeholder: string;
  /** The widths its variants exist at, smallest first. */
  widths: number[];
}

/** Per image URL (banner and gallery alike). */
export type ImageMetaMap = Record<string, ImageMeta>;

/** The formats of each width: the two modern ones, and the original's own as the fallback. */
export type VariantFormat = 'avif' | 'webp' | 'fallback';

export const variantFormats: readonly VariantFormat[] = ['avif', 'webp', 'fallback'];

const extensionPattern = /\.([a-z0-9]+)$/;

/** The widths an image of `width` pixels gets: each standard width below it, and its own width capped at the largest. */
export function widthsFor(width: number): number[] {
  const largest = Math.max(...variantWidths);
  const below = variantWidths.filter((w) => w < width);
  return [...below, Math.min(width, largest)].filter((w, i, all) => all.indexOf(w) === i);
}

/** The path of one variant of `imageUrl` (a /media/... path or a media/... key; the answer keeps its form). */
export function variantPath(imageUrl: string, width: number, format: VariantFormat): string {
  const match = extensionPattern.exec(imageUrl);
  const base = match ? imageUrl.slice(0, match.index) : imageUrl;
  const extension = format === 'fallback' ? (match?.[1] ?? 'png') : format;
  return `${base}-w${width}.${extension}`;
}

/** Every variant path of an image with these widths (to write, or to remove with it). */
export function variantPaths(imageUrl: string, widths: readonly number[]): string[] {
  return widths.flatMap((width) => variantFormats.map((format) => variantPath(imageUrl, width, format)));
}

/** A srcset of one format: `<path> 480w, <path> 960w, ...`. */
export function srcSet(imageUrl: string, meta: ImageMeta, format: VariantFormat): string {
  return meta.widths.map((width) => `${variantPath(imageUrl, width, format)} ${width}w`).join(', ');
}

/** The largest variant of the fallback format: the `<img src>` of a processed image. */
export function fallbackSrc(imageUrl: string, meta: ImageMeta): string {
  return variantPath(imageUrl, Math.max(...meta.widths), 'fallback');
}

/** Whether a stored value is an image meta record (items written before the pipeline have none). */
export function isImageMeta(value: unknown): value is ImageMeta {
  const meta = value as Partial<ImageMeta> | null;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.width === 'number' &&
    typeof meta.height === 'number' &&
    typeof meta.placeholder === 'string' &&
    Array.isArray(meta.widths) &&
    meta.widths.length > 0
  );
}
