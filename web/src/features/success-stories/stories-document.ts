/**
 * What the success-stories page shows, derived from its one document
 * (getSuccessStoriesPage): the clients grouped under their year's summary,
 * newest year first; the growth series oldest first, as the graph reads; and
 * the banner's wording for the page or for one studio service.
 */
import type { SuccessStoriesPage } from '@contract/entities';
import { fillIn, splitAt } from '@contract/placeholders';

export type ClientMark = SuccessStoriesPage['clients'][number];
export type GrowthPoint = SuccessStoriesPage['growth'][number];

export interface ClientYear {
  year: number;
  summary: string;
  clients: ClientMark[];
}

/** The studio service a visitor came from: its label (React) and its Studio group (Web Development). */
export interface StoryService {
  label: string;
  group: string;
}

/** Each summarized year with its clients in the document's order, newest year first. */
export function clientYearsOf(stories: Pick<SuccessStoriesPage, 'clientYears' | 'clients'>): ClientYear[] {
  return [...stories.clientYears]
    .sort((a, b) => b.year - a.year)
    .map(({ year, summary }) => ({ year, summary, clients: stories.clients.filter((client) => client.year === year) }));
}

/** The growth series oldest year first, whatever order the editor left it in. */
export const growthOf = (stories: Pick<SuccessStoriesPage, 'growth'>): GrowthPoint[] => [...stories.growth].sort((a, b) => a.year - b.year);

/** The banner's kicker, title (split around the service's label, which the page sets apart) and lead. */
export function bannerOf(stories: SuccessStoriesPage, service: StoryService | undefined) {
  if (!service) return { kicker: stories.bannerKicker, title: [stories.bannerTitle, ''] as const, lead: stories.bannerLead };
  const values = { service: service.label, group: service.group };
  return {
    kicker: fillIn(stories.serviceKicker, values),
    title: splitAt(stories.serviceTitle, 'service', values),
    lead: fillIn(stories.serviceLead, values),
  };
}
