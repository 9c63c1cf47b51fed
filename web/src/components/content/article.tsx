/** Parts of an article page (news and press detail) and of the cards that list them. */
import type { ImageMeta } from '@contract/image-variants';
import type { ReactNode } from 'react';
import { ResponsiveImage } from './responsive-image';
import './article.css';

/** The article column's width at most; the whole viewport below it. */
const bannerSizes = '(min-width: 960px) 960px, 100vw';

/** An article's banner: above the fold and usually the page's largest paint, so it loads at once and first. */
export function ArticleBanner({ src, alt, meta }: { src: string; alt: string; meta?: ImageMeta }) {
  return (
    <ResponsiveImage
      className="content-article__banner"
      src={src}
      alt={alt}
      width={1200}
      height={675}
      sizes={bannerSizes}
      meta={meta}
      priority
    />
  );
}

/** Initials for an author avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Byline({ name, children }: { name?: string; children?: ReactNode }) {
  return (
    <p className="content-byline">
      {name && (
        <span className="content-byline__avatar" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <span>
        {name && <span className="content-byline__name">{name}</span>}
        {children && <span className="content-byline__meta">{children}</span>}
      </span>
    </p>
  );
}
