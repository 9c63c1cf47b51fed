import { useRef, useState } from 'react';
import { useApiData } from '../../lib/use-api-data';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Expand } from 'lucide-react';
import type { EventItem } from '@contract/entities';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { event } from '../../lib/structured-data/content';
import { PageNotFound } from '../../components/page-not-found';
import { fetchData } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { ArticleSkeleton, EmptyState, ErrorState, isNotFound } from '../../components/content/content-states';
import { bannerAlt, galleryAlt } from '../../components/content/content-image';
import { ResponsiveImage } from '../../components/content/responsive-image';
import { GalleryLightbox } from './gallery-lightbox';
import './events.css';

/** The photo grid's columns are at least 280 px wide: one on phones, at most about 400 px beside others. */
const gallerySizes = '(min-width: 600px) 400px, 100vw';

/** /events/{slug} — one event's photo grid; a photo opens enlarged in an overlay. */
export function EventGalleryPage() {
  const { eventId = '' } = useParams();
  const { data, error, isLoading } = useApiData(eventId ? apiPath(routes.getEvent, { id: eventId }) : null, () =>
    fetchData<EventItem>(routes.getEvent, { id: eventId }),
  );
  usePageMeta(
    data?.eventName ?? 'Event gallery',
    data ? `Photos from ${data.eventName}, ${formatDate(data.eventDate)}.` : 'Event photo gallery.',
    {
      image: data?.eventBanner,
      imageAlt: data ? bannerAlt(data.imageAlt) : undefined,
      jsonLd: data ? (origin) => [event(data, origin)] : undefined,
    },
  );

  if (!eventId || isNotFound(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container content-article">
        <BackLink />
        <h1 className="visually-hidden">Event gallery</h1>
        <ErrorState message={messages.eventsFailed} />
      </div>
    );
  }
  if (isLoading || !data) return <ArticleSkeleton label="Loading the gallery…" />;
  return <EventGallery item={data} />;
}

/** The gallery itself, as visitors see it: the page above and the admin's preview render this one component. */
export function EventGallery({ item }: { item: EventItem }) {
  const [open, setOpen] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const images = (item.eventImages ?? []).map((image, index) => ({ ...image, alt: galleryAlt(image.alt, item.eventName, index) }));
  function close() {
    setOpen(null);
    // Back to the photo that opened the overlay.
    openerRef.current?.focus();
  }

  return (
    <>
      <section className="events-gallery-hero">
        <div className="container">
          <BackLink light />
          <span className="kicker">Event gallery</span>
          <h1 className="events-gallery-hero__title">{item.eventName}</h1>
          <p className="events-gallery-hero__date">
            <CalendarDays size={18} aria-hidden="true" />
            <time dateTime={item.eventDate}>{formatDate(item.eventDate)}</time>
            <span aria-hidden="true"> · </span>
            {images.length} {images.length === 1 ? 'photo' : 'photos'}
          </p>
        </div>
      </section>
      <section className="section" aria-label="Photos">
        <div className="container">
          {images.length === 0 ? (
            <EmptyState title="Photos coming soon">We publish the gallery within a few days of the event.</EmptyState>
          ) : (
            <ul className="content-grid events-gallery">
              {images.map((image, index) => (
                <li key={image._id}>
                  <button
                    type="button"
                    className="events-gallery__item"
                    onClick={(event) => {
                      openerRef.current = event.currentTarget;
                      setOpen(index);
                    }}
                    aria-label={`Enlarge photo ${index + 1} of ${images.length}`}
                  >
                    <ResponsiveImage
                      src={image.imageUrl}
                      alt={image.alt}
                      meta={item.imageMeta?.[image.imageUrl]}
                      sizes={gallerySizes}
                      width={960}
                      height={640}
                    />
                    <span className="events-gallery__zoom" aria-hidden="true">
                      <Expand size={20} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {open !== null && (
        <GalleryLightbox images={images} imageMeta={item.imageMeta} index={open} title={item.eventName} onIndex={setOpen} onClose={close} />
      )}
    </>
  );
}

function BackLink({ light = false }: { light?: boolean }) {
  return (
    <Link className={`content-article__back ${light ? 'events-back--light' : ''}`} to="/events">
      <ArrowLeft size={18} aria-hidden="true" />
      All events
    </Link>
  );
}
