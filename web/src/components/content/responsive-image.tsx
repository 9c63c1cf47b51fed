/**
 * One content image as the image pipeline stored it: a <picture> with AVIF and
 * WebP sources at every width its meta names, the original's format as the
 * <img>, its real width and height (no layout shift), and its blur placeholder
 * as the background until the image has loaded. An image without meta (stored
 * before the pipeline, or not migrated yet) is a plain <img> as before.
 */
import { fallbackSrc, type ImageMeta, srcSet } from '@contract/image-variants';
import { type CSSProperties, type SyntheticEvent, useCallback } from 'react';
import './responsive-image.css';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  meta?: ImageMeta;
  /** The layout width the image takes, for the browser to pick a width (the sizes attribute). */
  sizes: string;
  /** Width and height for an image without meta (its box's aspect). */
  width: number;
  height: number;
  className?: string;
  /** The page's largest paint: loaded at once and first. Everything else loads when scrolled near. */
  priority?: boolean;
}

/** Drops the placeholder once the image is there (a transparent image would show it through). */
const clearPlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.backgroundImage = 'none';
};

export function ResponsiveImage({ src, alt, meta, sizes, width, height, className, priority = false }: ResponsiveImageProps) {
  // A prerendered image may finish before hydration attaches onLoad: clear it then too.
  const seen = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) img.style.backgroundImage = 'none';
  }, []);
  // How every image loads and decodes.
  const loading = { loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined, decoding: 'async' } as const;
  if (!meta) return <img className={className} src={src} alt={alt} width={width} height={height} {...loading} />;
  const style: CSSProperties = { backgroundImage: `url("${meta.placeholder}")` };
  return (
    <picture className="responsive-image">
      <source type="image/avif" srcSet={srcSet(src, meta, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, meta, 'webp')} sizes={sizes} />
      <img
        ref={seen}
        className={className ? `${className} responsive-image__img` : 'responsive-image__img'}
        src={fallbackSrc(src, meta)}
        srcSet={srcSet(src, meta, 'fallback')}
        sizes={sizes}
        alt={alt}
        width={meta.width}
        height={meta.height}
        {...loading}
        style={style}
        onLoad={clearPlaceholder}
      />
    </picture>
  );
}
