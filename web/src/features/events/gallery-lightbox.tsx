import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { GalleryImage } from '@contract/entities';
import type { ImageMetaMap } from '@contract/image-variants';
import { ResponsiveImage } from '../../components/content/responsive-image';

interface LightboxProps {
  images: readonly GalleryImage[];
  /** The event's image meta: an enlarged photo picks its largest fitting variant. */
  imageMeta?: ImageMetaMap;
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const focusableSelector = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The enlarged gallery image in a modal overlay: closes with its close button,
 * a click on the backdrop or Escape; Tab stays inside while it is open and the
 * opener gets focus back when it closes (the opener is restored by the caller).
 */
export function GalleryLightbox({ images, imageMeta, index, title, onIndex, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const many = images.length > 1;

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Listen on the document, so the keys work wherever focus is (even after a click on the photo).
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  keyHandler.current = onKeyDown;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight' && many) {
      onIndex((index + 1) % images.length);
    } else if (event.key === 'ArrowLeft' && many) {
      onIndex((index - 1 + images.length) % images.length);
    } else if (event.key === 'Tab') {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialogRef.current?.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  if (!image) return null;
  const caption = `Photo ${index + 1} of ${images.length} from ${title}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a backdrop click is the pointer shortcut; keyboard users have Escape and the Close button
    <div
      className="events-lightbox"
      data-testid="lightbox-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="events-lightbox__dialog" role="dialog" aria-modal="true" aria-label={caption}>
        <button ref={closeRef} type="button" className="events-lightbox__close" onClick={onClose} aria-label="Close enlarged image">
          <X size={24} aria-hidden="true" />
        </button>
        <figure className="events-lightbox__figure">
          <ResponsiveImage
            className="events-lightbox__image"
            src={image.imageUrl}
            alt={image.alt?.trim() || caption}
            meta={imageMeta?.[image.imageUrl]}
            sizes="100vw"
            width={960}
            height={640}
            priority
          />
          <figcaption className="events-lightbox__caption">{caption}</figcaption>
        </figure>
        {many && (
          <div className="events-lightbox__nav">
            <button
              type="button"
              className="events-lightbox__step"
              onClick={() => onIndex((index - 1 + images.length) % images.length)}
              aria-label="Previous photo"
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="events-lightbox__step"
              onClick={() => onIndex((index + 1) % images.length)}
              aria-label="Next photo"
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
