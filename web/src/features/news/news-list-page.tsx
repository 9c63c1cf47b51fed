import { useApiData } from '../../lib/use-api-data';
import { Link } from 'react-router';
import type { NewsItem } from '@contract/entities';
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

/** /news — every news item, newest first, as cards that link by slug. */
export function NewsListPage() {
  usePageMeta('News', `Company news from ${site.name}: new offices, partnerships, client launches and awards.`);
  const { data, error, isLoading } = useApiData(routes.getAllNews.path, () => fetchData<NewsItem[]>(routes.getAllNews));
  return (
    <>
      <ContentHero kicker="Insights & news" title="News">
        What is new at {site.shortName}: delivery centres, partnerships, client launches and the people behind them.
      </ContentHero>
      <section className="section" aria-label="News articles">
        <div className="container">
          {error ? (
            <ErrorState message={messages.newsListFailed} />
          ) : isLoading || !data ? (
            <CardGridSkeleton label="Loading news…" />
          ) : data.length === 0 ? (
            <EmptyState title="No news yet">Our first stories are on their way. Check back soon.</EmptyState>
          ) : (
            <ul className="content-grid">
              {data.map((item, index) => (
                <Reveal as="li" index={index} key={item._id}>
                  <NewsCard item={item} />
                </Reveal>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/** A news item's card on /news (the admin's preview shows it too). */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="content-card">
      <img
        className="content-card__media"
        src={item.newsImageURL}
        alt={bannerAlt(item.imageAlt, item.newsTitle)}
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
          <Link className="content-card__link" to={`/news/${encodeURIComponent(item.slug)}`}>
            {item.newsTitle}
          </Link>
        </h2>
        <p className="content-card__text">{item.metaDescription}</p>
        {item.newsCreatedBy && (
          <div className="content-card__footer">
            <Byline name={item.newsCreatedBy} />
          </div>
        )}
      </div>
    </article>
  );
}
