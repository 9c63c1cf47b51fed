/** Sections only some service pages have: quality engineering, Dynamics 365, Hadoop, the cloud pages and SAP. */
import { type Logo, logoTitles } from '@contract/logos';
import { sectionKickers } from '@contract/section-kickers';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { TechLogoMark } from '../../components/tech-logo';
import { entriesOf, groupBy, LogoGrid, type SectionProps, StudioSection, TileGrid, techLogo } from './section-parts';

/** A logo's brand name, as the editors chose it (an unknown one, from an older list, by its slug). */
const brandOf = (logo: Logo | undefined): string => (logo ? (logoTitles[logo] ?? logo) : '');

export function QualityTestingSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-testing">
      <SectionHeading kicker="Testing services" title={service.testingTitle} id="studio-testing" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--4 studio-plain-list" role="list">
        {entriesOf(service.testing).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="studio-tile">
            {item.text}
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

export function DisplaySection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-display" muted>
      <SectionHeading kicker={service.displayKicker ?? sectionKickers.display} title={service.displayTitle} id="studio-display" />
      <TileGrid items={entriesOf(service.display)} columns={3} />
    </StudioSection>
  );
}

export function MigrationSection({ service }: SectionProps) {
  return (
    <section className="section section--ink studio-migration" aria-labelledby="studio-migration">
      <div className="container split">
        <SectionHeading kicker="Migration" title={service.migrationTitle} id="studio-migration" />
        <p className="prose studio-migration__text">{service.migrationText}</p>
      </div>
    </section>
  );
}

export function HadoopTilesSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-hadoop" muted>
      <SectionHeading kicker={service.tilesKicker ?? sectionKickers.tiles} title={service.tilesTitle} id="studio-hadoop" />
      <TileGrid items={entriesOf(service.tiles)} columns={3} />
    </StudioSection>
  );
}

export function CloudDetailsSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-cloud">
      <SectionHeading kicker="Platform capabilities" title={service.cloudTitle} id="studio-cloud" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--2 studio-plain-list" role="list">
        {entriesOf(service.cloud).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="card studio-cloud">
            <div className="studio-cloud__head">
              {(item.logo || item.brand) && (
                <span className="studio-cloud__logo" role="img" aria-label={`${item.brand ?? brandOf(item.logo)} logo`}>
                  <TechLogoMark logo={techLogo(item.brand ?? brandOf(item.logo), item.logo)} size={40} />
                </span>
              )}
              <h3>{item.title}</h3>
            </div>
            <p>{item.overview}</p>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

export function TestAutomationSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-automation" muted>
      <SectionHeading kicker="Automation" title={service.automationTitle} id="studio-automation">
        {service.automationText}
      </SectionHeading>
      <TileGrid items={entriesOf(service.automation)} columns={3} />
    </StudioSection>
  );
}

/** One group per layer the rows name, in the order the layers first appear. */
export function TechnologyStackSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-stack">
      <SectionHeading kicker="Stack" title={service.stackTitle} id="studio-stack" />
      <div className="studio-stack">
        {groupBy(entriesOf(service.stack), (row) => row.layer).map((layer) => (
          <div key={layer.title} className="studio-stack__group">
            <h3>{layer.title}</h3>
            <LogoGrid items={layer.rows.map((row) => techLogo(row.name, row.logo))} />
          </div>
        ))}
      </div>
    </StudioSection>
  );
}

export function QualityProcessSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-process" muted>
      <SectionHeading kicker="Process" title={service.processTitle} id="studio-process" />
      <ol className="tile-grid studio-process">
        {entriesOf(service.process).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="studio-process__step">
            <span className="disc studio-process__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </StudioSection>
  );
}

/** Each platform with its logo, or its initials for a brand simple-icons lacks. */
export function BotPlatformsSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-bots" muted>
      <SectionHeading kicker={service.botsKicker ?? sectionKickers.bots} title={service.botsTitle} id="studio-bots">
        {service.botsText}
      </SectionHeading>
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--3 studio-plain-list" role="list">
        {entriesOf(service.bots).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="card studio-bot">
            <div className="studio-cloud__head">
              <TechLogoMark logo={techLogo(item.name, item.logo)} size={36} />
              <h3>{item.name}</h3>
            </div>
            <p>{item.text}</p>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}
