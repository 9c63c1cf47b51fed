import { Link, useParams } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { CaseStudy } from '@contract/entities';
import type { CaseStudyArt } from '@contract/schemas/content';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { RevealList } from '../../components/reveal-list';
import { ClosingCall } from '../../components/closing-call';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { type ArtKind, StudioIllustration } from '../../components/studio-illustration';
import { TechChip } from '../../components/tech-logo';
import { ResponsiveImage } from '../../components/content/responsive-image';
import { bannerAlt } from '../../components/content/content-image';
import { ErrorState, isNotFound } from '../../components/content/content-states';
import { fetchData } from '../../lib/api';
import { useApiData } from '../../lib/use-api-data';
import { techIcons } from './tech-icons';
import './case-study-page.css';

/** /case-studies/:dept — one client story (spec §2); an unknown one is the spec's Sorry! Page Not Found. */
export function CaseStudyPage() {
  const { dept = '' } = useParams();
  const { data, error, isLoading } = useApiData(dept ? apiPath(routes.getCaseStudy, { id: dept }) : null, () =>
    fetchData<CaseStudy>(routes.getCaseStudy, { id: dept }),
  );
  if (!dept || isNotFound(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container section">
        <h1 className="visually-hidden">Case study</h1>
        <ErrorState message={messages.caseStudyFailed} />
      </div>
    );
  }
  if (isLoading || !data) return <div className="section--ink case-hero case-hero--placeholder" aria-busy="true" />;
  return <LoadedStudy study={data} />;
}

function LoadedStudy({ study }: { study: CaseStudy }) {
  usePageMeta(study.caseTitle, study.metaDescription);
  return <CaseStudyView item={study} />;
}

/** The drawing each artwork choice shows in the hero. */
const heroArt: Record<CaseStudyArt, ArtKind> = {
  health: 'health',
  edtech: 'learning',
  hrtech: 'people',
  ecommerce: 'commerce',
  security: 'security',
};

/** The hero's picture: the study's own image when it has one, else its drawn artwork. */
function HeroArt({ study }: { study: CaseStudy }) {
  if (!study.imageUrl) return <StudioIllustration kind={heroArt[study.art]} />;
  return (
    <ResponsiveImage
      src={study.imageUrl}
      meta={study.imageMeta?.[study.imageUrl]}
      alt={bannerAlt(study.imageAlt)}
      width={960}
      height={720}
      sizes="(min-width: 768px) 480px, 320px"
      priority
    />
  );
}

/** The story as visitors see it: the page above and the admin's preview render this one component. */
export function CaseStudyView({ item: study }: { item: CaseStudy }) {
  const hasFunctionality = (study.functionality?.length ?? 0) > 0;
  return (
    <article className="case-study">
      <header className="section section--ink case-hero">
        <div className="container split case-hero__inner">
          <div>
            <p className="kicker">Case study · {study.sector}</p>
            <h1 className="case-hero__title">{study.caseTitle}</h1>
            <p className="case-hero__subtitle">{study.subtitle}</p>
            {study.facts.length > 0 && (
              <dl className="case-hero__facts">
                {study.facts.map((fact, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
                  <div key={index}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <div className="case-hero__art">
            <HeroArt study={study} />
          </div>
        </div>
      </header>

      <section className="section" aria-labelledby="case-overview">
        <div className="container split case-overview">
          <div>
            <SectionHeading kicker="The client" title="Overview" id="case-overview" />
            {study.overview.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
              <p key={index} className="case-overview__text">
                {paragraph.text}
              </p>
            ))}
          </div>
          <RevealList
            className="case-outcomes"
            keepListRole
            label="Outcomes"
            items={study.outcomes}
            keyOf={(_, index) => index}
            itemClassName="case-outcomes__item"
          >
            {(outcome) => (
              <>
                <span className="case-outcomes__value">{outcome.value}</span>
                <span>{outcome.label}</span>
              </>
            )}
          </RevealList>
        </div>
      </section>

      <PageSection className="section section--muted" id="case-what" kicker="Our work" title="What we did">
        <RevealList
          ordered
          className="tile-grid case-steps"
          items={study.whatWeDid}
          keyOf={(_, index) => index}
          itemClassName="card case-steps__item"
        >
          {(item, index) => (
            <>
              <span className="case-steps__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </>
          )}
        </RevealList>
      </PageSection>

      {hasFunctionality && (
        <section className="section" aria-labelledby="case-functionality" data-section="functionality">
          <div className="container">
            <SectionHeading kicker="Features" title="Functionality" id="case-functionality" />
            <RevealList
              className="case-features grid grid--2"
              keepListRole
              items={study.functionality ?? []}
              keyOf={(_, index) => index}
              itemClassName="case-features__item"
            >
              {(item) => (
                <>
                  <CheckCircle2 size={24} aria-hidden="true" className="case-features__icon" />
                  <span>{item.text}</span>
                </>
              )}
            </RevealList>
          </div>
        </section>
      )}

      <PageSection
        className={`section ${hasFunctionality ? 'section--muted' : ''}`}
        id="case-technology"
        kicker="Stack"
        title="Technology used"
      >
        {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
        <ul className="case-tech" role="list">
          {study.technology.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
            <li key={index}>
              <TechChip logo={{ name: item.name, icon: item.icon && techIcons[item.icon] }} />
            </li>
          ))}
        </ul>
      </PageSection>

      <ClosingCall
        id="case-next"
        title="Have a similar challenge?"
        text="Tell us where you are today and what has to change; an engineer who has solved it before will reply."
      >
        <Link className="btn btn--light" to="/contact">
          Contact us <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link className="btn btn--ghost" to="/success-stories">
          More success stories
        </Link>
      </ClosingCall>
    </article>
  );
}
