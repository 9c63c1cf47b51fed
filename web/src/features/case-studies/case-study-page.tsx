import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { RevealList } from '../../components/reveal-list';
import { ClosingCall } from '../../components/closing-call';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { isCaseStudyDept, type CaseStudyDept } from '../../config/navigation';
import { StudioIllustration } from '../../components/studio-illustration';
import { TechChip } from '../../components/tech-logo';
import { loadCaseStudy } from './content';
import type { CaseStudy } from './content/types';
import './case-study-page.css';

/** Loads the study's copy before the page hydrates (see router.tsx). */
export const prepare = ({ dept }: { dept?: string }) => (isCaseStudyDept(dept) ? loadCaseStudy(dept) : undefined);

/** /case-studies/:dept — one of the five client stories (spec §2). */
export function CaseStudyPage() {
  const { dept } = useParams();
  if (!isCaseStudyDept(dept)) return <PageNotFound />;
  return (
    <Suspense fallback={<div className="section--ink case-hero case-hero--placeholder" aria-busy="true" />}>
      <LoadedStudy key={dept} dept={dept} />
    </Suspense>
  );
}

function LoadedStudy({ dept }: { dept: CaseStudyDept }) {
  const study = use(loadCaseStudy(dept));
  usePageMeta(study.title, study.description);
  return <CaseStudyView study={study} />;
}

export function CaseStudyView({ study }: { study: CaseStudy }) {
  return (
    <article className="case-study">
      <header className="section section--ink case-hero">
        <div className="container split case-hero__inner">
          <div>
            <p className="kicker">Case study · {study.sector}</p>
            <h1 className="case-hero__title">{study.title}</h1>
            <p className="case-hero__subtitle">{study.subtitle}</p>
            <dl className="case-hero__facts">
              {study.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="case-hero__art">
            <StudioIllustration kind={study.illustration} />
          </div>
        </div>
      </header>

      <section className="section" aria-labelledby="case-overview">
        <div className="container split case-overview">
          <div>
            <SectionHeading kicker="The client" title={study.overview.title} id="case-overview" />
            {study.overview.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="case-overview__text">
                {paragraph}
              </p>
            ))}
          </div>
          <RevealList
            className="case-outcomes"
            keepListRole
            label="Outcomes"
            items={study.outcomes}
            keyOf={(outcome) => outcome.label}
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

      <PageSection className="section section--muted" id="case-what" kicker="Our work" title={study.whatWeDid.title}>
        <RevealList
          ordered
          className="tile-grid case-steps"
          items={study.whatWeDid.items}
          keyOf={(item) => item.id}
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

      {study.functionality && (
        <section className="section" aria-labelledby="case-functionality" data-section="functionality">
          <div className="container">
            <SectionHeading kicker="Features" title={study.functionality.title} id="case-functionality" />
            <RevealList
              className="case-features grid grid--2"
              keepListRole
              items={study.functionality.items}
              keyOf={(item) => item}
              itemClassName="case-features__item"
            >
              {(item) => (
                <>
                  <CheckCircle2 size={24} aria-hidden="true" className="case-features__icon" />
                  <span>{item}</span>
                </>
              )}
            </RevealList>
          </div>
        </section>
      )}

      <PageSection
        className={`section ${study.functionality ? 'section--muted' : ''}`}
        id="case-technology"
        kicker="Stack"
        title={study.technology.title}
      >
        {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
        <ul className="case-tech" role="list">
          {study.technology.items.map((item) => (
            <li key={item.name}>
              <TechChip logo={item} />
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
