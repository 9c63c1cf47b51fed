import { Suspense, use } from 'react';
import { useParams } from 'react-router';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { breadcrumbList } from '../../lib/structured-data/content';
import { studioTrail } from './breadcrumb';
import { isStudioTech, type StudioTech } from '../../config/navigation';
import { loadServiceContent } from './content';
import type { ServiceContent } from './content/types';
import { StudioIllustration } from '../../components/studio-illustration';
import {
  BotPlatformsSection,
  CloudDetailsSection,
  DisplaySection,
  HadoopTilesSection,
  MigrationSection,
  QualityProcessSection,
  QualityTestingSection,
  TechnologyStackSection,
  TestAutomationSection,
} from './special-sections';
import {
  AdvantagesSection,
  ClosingSection,
  DetailsSection,
  DomainExpertiseSection,
  OfferingsSection,
  TechnicalSkillsSection,
  ToolsSection,
} from './studio-sections';
import './studio-page.css';

/** Loads the service's copy before the page hydrates (see router.tsx). */
export const prepare = ({ tech }: { tech?: string }) => (isStudioTech(tech) ? loadServiceContent(tech) : undefined);

/** /studio/:tech — one service page per technology of the Studio menu (spec §2). */
export function StudioPage() {
  const { tech } = useParams();
  if (!isStudioTech(tech)) return <PageNotFound />;
  return (
    <Suspense fallback={<StudioHeroPlaceholder />}>
      <ServicePage key={tech} tech={tech} />
    </Suspense>
  );
}

/** Holds the hero's height while the service's copy loads, so nothing jumps. */
function StudioHeroPlaceholder() {
  return <div className="section--ink studio-hero studio-hero--placeholder" aria-busy="true" />;
}

export function StudioBreadcrumb({ trail }: { trail: readonly string[] }) {
  return (
    <nav className="studio-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((part, index) => (
          // The trail up to this crumb is unique even when two crumbs share a name.
          <li key={trail.slice(0, index + 1).join('/')} aria-current={index === trail.length - 1 ? 'page' : undefined}>
            {index > 0 && (
              <span aria-hidden="true" className="studio-breadcrumb__sep">
                {' / '}
              </span>
            )}
            {part}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Keyed by tech, so local state (the skills tab) starts over on every service. */
function ServicePage({ tech }: { tech: StudioTech }) {
  const content = use(loadServiceContent(tech));
  usePageMeta(content.title, content.description, { jsonLd: (origin) => [breadcrumbList(studioTrail(tech, content.title), origin)] });
  return <ServiceView content={content} />;
}

export function ServiceView({ content }: { content: ServiceContent }) {
  return (
    <article className="studio-page">
      <header className="section section--ink studio-hero">
        <div className="container split studio-hero__inner">
          <div className="studio-hero__copy">
            <StudioBreadcrumb trail={content.breadcrumb} />
            <h1 className="studio-hero__title">{content.title}</h1>
            <p className="studio-hero__text">{content.text}</p>
          </div>
          <div className="studio-hero__art">
            <StudioIllustration kind={content.illustration} />
          </div>
        </div>
      </header>
      {content.details && <DetailsSection details={content.details} />}
      {content.offerings && <OfferingsSection offerings={content.offerings} />}
      {content.advantages && <AdvantagesSection advantages={content.advantages} />}
      {content.technicalSkills && <TechnicalSkillsSection skills={content.technicalSkills} />}
      {content.display && <DisplaySection display={content.display} />}
      {content.migration && <MigrationSection migration={content.migration} />}
      {content.hadoopTiles && <HadoopTilesSection tiles={content.hadoopTiles} />}
      {content.cloudDetails && <CloudDetailsSection cloud={content.cloudDetails} />}
      {content.domainExpertise && <DomainExpertiseSection domain={content.domainExpertise} />}
      {content.toolsAndTechnologies && <ToolsSection tools={content.toolsAndTechnologies} />}
      {content.qualityTestingServices && <QualityTestingSection services={content.qualityTestingServices} />}
      {content.testAutomation && <TestAutomationSection automation={content.testAutomation} />}
      {content.technologyStack && <TechnologyStackSection stack={content.technologyStack} />}
      {content.qualityProcess && <QualityProcessSection process={content.qualityProcess} />}
      {content.botPlatforms && <BotPlatformsSection bots={content.botPlatforms} />}
      <ClosingSection closing={content.closing} />
    </article>
  );
}
