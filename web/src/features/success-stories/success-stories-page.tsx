import { useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { SuccessStoriesPage as StoriesDocument } from '@contract/entities';
import { messages } from '@contract/messages';
import { fillIn } from '@contract/placeholders';
import { apiPath, routes } from '@contract/routes';
import { ErrorState } from '../../components/content/content-states';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { isStudioTech, studioGroups, type StudioTech } from '../../config/navigation';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { useApiData } from '../../lib/use-api-data';
import type { StoryService } from './stories-document';
import { SuccessStoriesView } from './success-stories-view';

// The admin preview draws the page with the view; importing it from here keeps the public page one chunk.
export { SuccessStoriesView };

/** The studio service a visitor came from, e.g. "React" in "Web Development". */
function serviceOf(tech: StudioTech): StoryService | undefined {
  for (const group of studioGroups) {
    const link = group.links.find((candidate) => candidate.tech === tech);
    if (link) return { label: link.label, group: group.title };
  }
  return undefined;
}

const subscribeNever = () => () => undefined;

/** False while the server renders and the browser hydrates, true afterwards: the prerendered page never knows the query string. */
const useAfterHydration = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * /success-stories/:tech? and /success-stories?tech= — an absent tech shows the page, a studio tech highlights
 * that service, anything else is not found. The query is read once hydrated, so hydration meets the prerendered page.
 */
export function SuccessStoriesPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const hydrated = useAfterHydration();
  const tech = params.tech ?? (hydrated ? (search.get('tech') ?? undefined) : undefined);
  if (tech !== undefined && !isStudioTech(tech)) return <PageNotFound />;
  return <SuccessStories service={tech === undefined ? undefined : serviceOf(tech)} />;
}

/** The page from the one document the marketing team edits (getSuccessStoriesPage); prerendered with it. */
function SuccessStories({ service }: { service: StoryService | undefined }) {
  const { data, error } = useApiData(apiPath(routes.getSuccessStoriesPage), () => fetchData<StoriesDocument>(routes.getSuccessStoriesPage));
  if (error) {
    return (
      <div className="container section">
        <h1 className="visually-hidden">Success Stories</h1>
        <ErrorState message={messages.successStoriesFailed} />
      </div>
    );
  }
  if (!data) return <section className="ss-banner ink-hero section--ink" aria-busy="true" />;
  return <LoadedStories stories={data} service={service} />;
}

function LoadedStories({ stories, service }: { stories: StoriesDocument; service: StoryService | undefined }) {
  usePageMeta(service ? `${service.label} Success Stories` : 'Success Stories', fillIn(stories.metaDescription, { company: site.name }));
  return <SuccessStoriesView stories={stories} service={service} />;
}
