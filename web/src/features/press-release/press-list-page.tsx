import { useApiData } from '../../lib/use-api-data';
import { Link } from 'react-router';
import type { PressRelease } from '@contract/entities';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { Byline } from '../../components/content/article';
import { ContentHero } from '../../components/content/content-hero';
import { bannerAlt } from '../../components/content/image-alt';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/content/content-states';
import '../../components/content/content-card.css';

/** /press-release — official announcements, newest first, linking by slug. */
export function PressListPage() {
  usePageMeta('Press Releases', `Official announcements from ${site.name}: results, partnerships, certifications and leadership news.`);
  const { data, error, isLoading } = useApiData(routes.getAllPressRelease.path, () => fetchData<PressRelease[]>(routes.getAllPressRelease));
  return (
    <>
      <ContentHero kicker="Insights & news" title="Press Releases">
        Official announcements for media, analysts and partners. For press enquiries write to {site.businessEmail}.
      </ContentHero>
      <section className="section" aria-label="Press releases">
        <div className="container">
          {error ? (
            <ErrorState message={messages.pressListFailed} />
          ) : isLoading || !data ? (
            <CardGridSkeleton label="Loading press releases…" />
          ) : data.length === 0 ? (
            <EmptyState title="No press releases yet">Announcements will appear here as soon as they are published.</EmptyState>
          ) : (
            <ul className="content-grid">
              {data.map((item, index) => (
                <Reveal as="li" index={index} key={item._id}>
                  <PressCard item={item} />
                </Reveal>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/** A release's card on /press-release (the admin's preview shows it too). */
export function PressCard({ item }: { item: PressRelease }) {
  return (
    <article className="content-card">
      <img
        className="content-card__media"
        src={item.imageUrl}
        alt={bannerAlt(item.imageAlt, item.title)}
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
      />
      <div className="content-card__body">
        <p className="content-card__date">
          <time dateTime={item.added_date}>{formatDateTime(item.added_date)}</time>
        </p>
        <h2 className="content-card__title">
          <Link className="content-card__link" to={`/press-release/${encodeURIComponent(item.slug)}`}>
            {item.title}
          </Link>
        </h2>
        <p className="content-card__text">{item.metaDescription}</p>
        <div className="content-card__footer">
          <Byline name={item.createdBy} />
        </div>
      </div>
    </article>
  );
}
