import { useApiData } from '../../lib/use-api-data';
import type { NewsItem } from '@contract/entities';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { ContentHero } from '../../components/content/content-hero';
import { ArticleCard } from '../../components/content/content-card';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/content/content-states';

/** /news — every news item, newest first, as cards that link by slug. */
export function NewsListPage() {
  usePageMeta('News', `Company news from ${site.name}: new offices, partnerships, client launches and awards.`);
  const { data, error, isLoading } = useApiData(routes.getAllNews.path, () => fetchData(routes.getAllNews));
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

/** A news item's card on /news (the admin's preview shows it too): the list's summary or the whole item. */
export function NewsCard({ item }: { item: Omit<NewsItem, 'newsContent'> }) {
  return <ArticleCard item={item} list="/news" title={item.newsTitle} image={item.newsImageURL} author={item.newsCreatedBy} />;
}
