import { useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Award, Building2, CalendarCheck, TrendingUp, Users } from 'lucide-react';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { RevealList } from '../../components/reveal-list';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { AccentGradient } from '../../components/accent-gradient';
import { isStudioTech, studioGroups, type StudioTech } from '../../config/navigation';
import { site } from '../../config/site';
import { ClientAccordion } from './client-accordion';
import { GrowthGraph } from './growth-graph';
import { clientYears, growthSeries, highlights, metrics } from './success-stories-data';
import './success-stories.css';

const highlightIcons = [Users, Building2, CalendarCheck, TrendingUp];

/** The studio service a visitor came from, e.g. "React" in "Web Development". */
function serviceOf(tech: StudioTech) {
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

function SuccessStories({ service }: { service: { label: string; group: string } | undefined }) {
  usePageMeta(
    service ? `${service.label} Success Stories` : 'Success Stories',
    `How ${site.name} helped healthcare, cybersecurity and enterprise clients grow from 2019 to 2022: clients by year, growth and delivery metrics.`,
  );
  return (
    <>
      <section className="ss-banner ink-hero section--ink" aria-labelledby="ss-title">
        <div className="container split ss-banner__inner ink-hero__inner">
          <div className="ss-banner__copy">
            <span className="kicker">{service ? `Success stories · ${service.group}` : 'Success stories'}</span>
            <h1 id="ss-title" className="ss-banner__title ink-hero__title">
              {service ? (
                <>
                  Results our <span className="ss-banner__service">{service.label}</span> teams helped deliver
                </>
              ) : (
                'Four years of clients who grew with us'
              )}
            </h1>
            <p className="ss-banner__lead ink-hero__lead">
              {service
                ? `Our ${service.label} engineers work inside the same delivery model as the rest of the studio. These are the clients, growth and numbers that model produced from 2019 to 2022.`
                : 'From 12 active accounts in 2019 to 27 at the end of 2022: who we work with, how the portfolio grew and the delivery numbers we hold ourselves to.'}
            </p>
          </div>
          <BannerArt />
        </div>
      </section>

      <section className="section" aria-labelledby="ss-clients-title">
        <div className="container ss-clients">
          <SectionHeading kicker="Our clients" title="Clients by the year we started working together" id="ss-clients-title">
            Open a year to see the teams that joined us then. Names are shown as wordmarks; every one of them is still an active account.
          </SectionHeading>
          <ClientAccordion years={clientYears} />
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="ss-growth-title">
        <div className="container ss-growth">
          <SectionHeading kicker="Growth" title="Client growth, 2019 to 2022" id="ss-growth-title">
            Active client accounts more than doubled in four years, with 2022 our strongest year for new clients.
          </SectionHeading>
          <div className="ss-growth__card card">
            <GrowthGraph data={growthSeries} />
          </div>
        </div>
      </section>

      <PageSection className="section" id="ss-highlights-title" kicker="Highlights" title="What our clients get from one partner">
        <RevealList
          className="ss-highlights grid grid--4"
          items={highlights}
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
        kicker="By the numbers"
        title="Delivery metrics we report to every client"
      >
        <RevealList className="ss-metrics grid grid--4" items={metrics} keyOf={(claim) => claim.label} itemClassName="ss-metric" row={4}>
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

/** Decorative banner illustration: rising isometric columns over a network mesh. */
function BannerArt() {
  const columns = [
    { x: 40, h: 70 },
    { x: 120, h: 110 },
    { x: 200, h: 150 },
    { x: 280, h: 200 },
  ];
  return (
    <svg className="ss-banner__art ink-hero__art" viewBox="0 0 360 300" width="360" height="300" aria-hidden="true">
      <defs>
        <AccentGradient id="ss-col-front" vertical />
      </defs>
      <g className="ss-banner__mesh">
        <path d="M10 60 L90 20 L170 70 L250 30 L340 80 M90 20 L120 110 M170 70 L200 150 M250 30 L280 100" />
        {[
          [10, 60],
          [90, 20],
          [170, 70],
          [250, 30],
          [340, 80],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4" />
        ))}
      </g>
      {columns.map((column) => (
        <g key={column.x}>
          <path d={`M${column.x} ${280 - column.h} l24 -12 l24 12 l-24 12 Z`} className="ss-banner__col-top" />
          <path d={`M${column.x} ${280 - column.h} l24 12 v${column.h} l-24 -12 Z`} fill="url(#ss-col-front)" />
          <path d={`M${column.x + 24} ${280 - column.h + 12} l24 -12 v${column.h} l-24 12 Z`} className="ss-banner__col-side" />
        </g>
      ))}
      <path d="M30 200 C 120 190, 200 140, 330 60" className="ss-banner__trend" />
      <path d="M316 56 L332 58 L326 73" className="ss-banner__trend" />
    </svg>
  );
}
