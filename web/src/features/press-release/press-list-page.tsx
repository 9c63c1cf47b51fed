import { useApiData } from '../../lib/use-api-data';
import type { PressRelease } from '@contract/entities';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { ContentHero } from '../../components/content/content-hero';
import { ArticleCard } from '../../components/content/content-card';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/content/content-states';

/** /press-release — official announcements, newest first, linking by slug. */
export function PressListPage() {
  usePageMeta('Press Releases', `Official announcements from ${site.name}: results, partnerships, certifications and leadership news.`);
  const { data, error, isLoading } = useApiData(routes.getAllPressRelease.path, () => fetchData(routes.getAllPressRelease));
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

/** A release's card on /press-release (the admin's preview shows it too): the list's summary or the whole item. */
export function PressCard({ item }: { item: Omit<PressRelease, 'content'> }) {
  return <ArticleCard item={item} list="/press-release" title={item.title} image={item.imageUrl} author={item.createdBy} />;
}
