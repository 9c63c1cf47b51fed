import { useParams } from 'react-router';
import type { Service } from '@contract/entities';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { PageNotFound } from '../../components/page-not-found';
import { usePageMeta } from '../../components/page-meta';
import { breadcrumbList } from '../../lib/structured-data/content';
import { StudioIllustration } from '../../components/studio-illustration';
import { ResponsiveImage } from '../../components/content/responsive-image';
import { bannerAlt } from '../../components/content/content-image';
import { ErrorState, isNotFound } from '../../components/content/content-states';
import { fetchData } from '../../lib/api';
import { useApiData } from '../../lib/use-api-data';
import { serviceBreadcrumb, studioTrail } from './breadcrumb';
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

/**
 * /studio/:tech — one service page (spec §2), as the team stored it. Any slug
 * may be one (editors add services); one the API does not know is the spec's
 * Sorry! Page Not Found.
 */
export function StudioPage() {
  const { tech = '' } = useParams();
  const { data, error, isLoading } = useApiData(tech ? apiPath(routes.getService, { id: tech }) : null, () =>
    fetchData<Service>(routes.getService, { id: tech }),
  );
  if (!tech || isNotFound(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container section">
        <h1 className="visually-hidden">Service</h1>
        <ErrorState message={messages.serviceFailed} />
      </div>
    );
  }
  if (isLoading || !data) return <StudioHeroPlaceholder />;
  // Keyed by the address, so local state (the skills tab) starts over on every service.
  return <LoadedService key={tech} service={data} />;
}

/** Holds the hero's height while the service loads, so nothing jumps. */
function StudioHeroPlaceholder() {
  return <div className="section--ink studio-hero studio-hero--placeholder" aria-busy="true" />;
}

function LoadedService({ service }: { service: Service }) {
  usePageMeta(service.serviceTitle, service.metaDescription, {
    jsonLd: (origin) => [breadcrumbList(studioTrail(service.slug, service.serviceTitle), origin)],
  });
  return <ServiceView item={service} />;
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

/** The hero's picture: the service's own image when it has one, else its drawn artwork. */
function HeroArt({ service }: { service: Service }) {
  if (!service.imageUrl) return <StudioIllustration kind={service.art} />;
  return (
    <ResponsiveImage
      src={service.imageUrl}
      meta={service.imageMeta?.[service.imageUrl]}
      alt={bannerAlt(service.imageAlt)}
      width={960}
      height={720}
      sizes="(min-width: 768px) 480px, 320px"
      priority
    />
  );
}

/** Whether a section has something to show: its title, and entries or text. */
const filled = (title: string | undefined, ...parts: Array<string | readonly unknown[] | undefined>): boolean =>
  Boolean(title) && parts.some((part) => (part?.length ?? 0) > 0);

/** The page as visitors see it: the page above and the admin's preview render this one component. */
export function ServiceView({ item: service }: { item: Service }) {
  return (
    <article className="studio-page">
      <header className="section section--ink studio-hero">
        <div className="container split studio-hero__inner">
          <div className="studio-hero__copy">
            <StudioBreadcrumb trail={serviceBreadcrumb(service)} />
            <h1 className="studio-hero__title">{service.serviceTitle}</h1>
            <p className="studio-hero__text">{service.heroText}</p>
          </div>
          <div className="studio-hero__art">
            <HeroArt service={service} />
          </div>
        </div>
      </header>
      {filled(service.detailsTitle, service.detailsText, service.detailsOverview) && <DetailsSection service={service} />}
      {filled(service.offeringsTitle, service.offerings) && <OfferingsSection service={service} />}
      {filled(service.advantagesTitle, service.advantages) && <AdvantagesSection service={service} />}
      {filled(service.skillsTitle, service.skills) && <TechnicalSkillsSection service={service} />}
      {filled(service.displayTitle, service.display) && <DisplaySection service={service} />}
      {filled(service.migrationTitle, service.migrationText) && <MigrationSection service={service} />}
      {filled(service.tilesTitle, service.tiles) && <HadoopTilesSection service={service} />}
      {filled(service.cloudTitle, service.cloud) && <CloudDetailsSection service={service} />}
      {filled(service.domainsTitle, service.domains) && <DomainExpertiseSection service={service} />}
      {filled(service.toolsTitle, service.tools) && <ToolsSection service={service} />}
      {filled(service.testingTitle, service.testing) && <QualityTestingSection service={service} />}
      {filled(service.automationTitle, service.automationText, service.automation) && <TestAutomationSection service={service} />}
      {filled(service.stackTitle, service.stack) && <TechnologyStackSection service={service} />}
      {filled(service.processTitle, service.process) && <QualityProcessSection service={service} />}
      {filled(service.botsTitle, service.botsText, service.bots) && <BotPlatformsSection service={service} />}
      <ClosingSection service={service} />
    </article>
  );
}
