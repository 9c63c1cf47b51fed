import { Award, Building2, CalendarCheck, TrendingUp, Users } from 'lucide-react';
import type { SuccessStoriesPage } from '@contract/entities';
import { RevealList } from '../../components/reveal-list';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { BannerArt } from './banner-art';
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

      <PageSection
        className="section"
        id="ss-highlights-title"
        kicker={stories.highlightsKicker}
        title={stories.highlightsTitle}
        lead={stories.highlightsLead}
      >
        <RevealList
          className="ss-highlights grid grid--4"
          items={stories.highlights}
          keyOf={(claim) => claim.label}
          itemClassName="card ss-highlight"
          iconOf={(_, index) => highlightIcons[index] ?? Award}
          badgeClassName="ss-highlight__icon"
        >
          {(claim) => (
            <>
              <p className="ss-highlight__value">{claim.value}</p>
              <h3 className="ss-highlight__label">{claim.label}</h3>
              <p className="ss-highlight__detail">{claim.detail}</p>
            </>
          )}
        </RevealList>
      </PageSection>

      <PageSection
        className="section section--ink"
        id="ss-metrics-title"
        kicker={stories.metricsKicker}
        title={stories.metricsTitle}
        lead={stories.metricsLead}
      >
        <RevealList
          className="ss-metrics grid grid--4"
          items={stories.metrics}
          keyOf={(claim) => claim.label}
          itemClassName="ss-metric"
          row={4}
        >
          {(claim) => (
            <>
              <p className="ss-metric__value">{claim.value}</p>
              <h3 className="ss-metric__label">{claim.label}</h3>
              <p className="ss-metric__detail">{claim.detail}</p>
            </>
          )}
        </RevealList>
      </PageSection>
    </>
  );
}
