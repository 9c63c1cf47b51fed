import { Award, Building2, CalendarCheck, TrendingUp, Users } from 'lucide-react';
import type { SuccessStoriesPage } from '@contract/entities';
import { SectionHeading } from '../../components/section-heading';
import { BannerArt } from './banner-art';
import { ClaimCards } from './claim-cards';
import { ClientAccordion } from './client-accordion';
import { GrowthGraph } from './growth-graph';
import { bannerOf, clientYearsOf, growthOf, type StoryService } from './stories-document';
import './success-stories.css';

/** The highlight cards' icons, by position; cards beyond them take the fallback. */
const highlightIcons = [Users, Building2, CalendarCheck, TrendingUp];

/** The page's sections from the document, for the page or one studio service: the public page, and the admin's preview of it. */
export function SuccessStoriesView({ stories, service }: { stories: SuccessStoriesPage; service?: StoryService | undefined }) {
  const banner = bannerOf(stories, service);
  const [titleBefore, titleAfter] = banner.title;
  return (
    <>
      <section className="ss-banner ink-hero section--ink" aria-labelledby="ss-title">
        <div className="container split ss-banner__inner ink-hero__inner">
          <div className="ss-banner__copy">
            <span className="kicker">{banner.kicker}</span>
            <h1 id="ss-title" className="ss-banner__title ink-hero__title">
              {service ? (
                <>
                  {titleBefore}
                  <span className="ss-banner__service">{service.label}</span>
                  {titleAfter}
                </>
              ) : (
                titleBefore
              )}
            </h1>
            <p className="ss-banner__lead ink-hero__lead">{banner.lead}</p>
          </div>
          <BannerArt />
        </div>
      </section>

      <section className="section" aria-labelledby="ss-clients-title">
        <div className="container ss-clients">
          <SectionHeading kicker={stories.clientsKicker} title={stories.clientsTitle} id="ss-clients-title">
            {stories.clientsLead}
          </SectionHeading>
          <ClientAccordion years={clientYearsOf(stories)} />
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="ss-growth-title">
        <div className="container ss-growth">
          <SectionHeading kicker={stories.growthKicker} title={stories.growthTitle} id="ss-growth-title">
            {stories.growthLead}
          </SectionHeading>
          <div className="ss-growth__card card">
            <GrowthGraph data={growthOf(stories)} />
          </div>
        </div>
      </section>

      <ClaimCards
        kind="ss-highlight"
        className="section"
        id="ss-highlights-title"
        kicker={stories.highlightsKicker}
        title={stories.highlightsTitle}
        lead={stories.highlightsLead}
        claims={stories.highlights}
        listClassName="ss-highlights grid grid--4"
        itemClassName="card ss-highlight"
        iconOf={(_, index) => highlightIcons[index] ?? Award}
      />

      <ClaimCards
        kind="ss-metric"
        className="section section--ink"
        id="ss-metrics-title"
        kicker={stories.metricsKicker}
        title={stories.metricsTitle}
        lead={stories.metricsLead}
        claims={stories.metrics}
        listClassName="ss-metrics grid grid--4"
        itemClassName="ss-metric"
        row={4}
      />
    </>
  );
}
