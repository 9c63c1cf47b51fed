import type { ImageMeta } from '@contract/image-variants';
import { ResponsiveImage } from './responsive-image';

/**
 * Content images' alt text, and the cards' banner. A banner's alt is what the
 * editor typed; without one the banner is decorative (alt=""): it sits beside
 * the title, which says what it is about.
 */
export const bannerAlt = (alt: string | undefined): string => alt?.trim() ?? '';

/** A gallery photo's alt: its own text, else `<title> — photo N` (N from 1). */
export const galleryAlt = (alt: string | undefined, title: string, index: number): string => alt?.trim() || `${title} — photo ${index + 1}`;

interface MediaProps {
  src: string;
  /** The editor's alt text; none: decorative. */
  alt: string | undefined;
  className?: string;
  width?: number;
  height?: number;
  /** The image's processed variants (item.imageMeta[src]); without it, the plain image. */
  meta?: ImageMeta;
}

/** Cards fill a grid of columns at least 320 px wide: one column on phones, at most about 400 px beside others. */
const cardSizes = '(min-width: 700px) 400px, 100vw';

/** A card's banner (content lists, careers): lazy (cards sit below the fold). */
export function CardMedia({ src, alt, className = 'content-card__media', width = 1200, height = 675, meta }: MediaProps) {
  return (
    <ResponsiveImage className={className} src={src} alt={bannerAlt(alt)} width={width} height={height} sizes={cardSizes} meta={meta} />
  );
}
