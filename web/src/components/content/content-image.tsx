import type { ImageMeta } from '@contract/image-variants';
import { ResponsiveImage } from './responsive-image';

/**
 * Content images' alt text, and the cards' banner. An image's alt is what the
 * editor typed, else (items stored before alt text existed) the item's title,
 * so no content image is ever left with an empty alt.
 */
export const bannerAlt = (alt: string | undefined, title: string): string => alt?.trim() || title;

/** A gallery photo's alt: its own text, else `<title> — photo N` (N from 1). */
export const galleryAlt = (alt: string | undefined, title: string, index: number): string => alt?.trim() || `${title} — photo ${index + 1}`;

interface MediaProps {
  src: string;
  /** The editor's alt text; the title stands in where there is none. */
  alt: string | undefined;
  title: string;
  className?: string;
  width?: number;
  height?: number;
  /** The image's processed variants (item.imageMeta[src]); without it, the plain image. */
  meta?: ImageMeta;
}

/** Cards fill a grid of columns at least 320 px wide: one column on phones, at most about 400 px beside others. */
const cardSizes = '(min-width: 700px) 400px, 100vw';

/** A card's banner (content lists, careers): lazy (cards sit below the fold), never with an empty alt. */
export function CardMedia({ src, alt, title, className = 'content-card__media', width = 1200, height = 675, meta }: MediaProps) {
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={bannerAlt(alt, title)}
      width={width}
      height={height}
      sizes={cardSizes}
      meta={meta}
    />
  );
}
