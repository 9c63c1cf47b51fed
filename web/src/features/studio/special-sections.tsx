/** Sections only some service pages have: quality engineering, Dynamics 365, Hadoop, the cloud pages and SAP. */
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { TechLogoMark } from '../../components/tech-logo';
import { LogoGrid, StudioSection, TileGrid, type Section } from './section-parts';

export function QualityTestingSection({ services }: { services: Section<'qualityTestingServices'> }) {
  return (
    <StudioSection id="studio-testing">
      <SectionHeading kicker="Testing services" title={services.title} id="studio-testing" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--4 studio-plain-list" role="list">
        {services.items.map((item, index) => (
          <Reveal as="li" key={item.id} index={index} className="studio-tile">
            {item.text}
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

export function DisplaySection({ display }: { display: Section<'display'> }) {
  return (
    <StudioSection id="studio-display" muted>
      <SectionHeading kicker="Dynamics 365 apps" title={display.title} id="studio-display" />
      <TileGrid items={display.items} columns={3} />
    </StudioSection>
  );
}

export function MigrationSection({ migration }: { migration: Section<'migration'> }) {
  return (
    <section className="section section--ink studio-migration" aria-labelledby="studio-migration">
      <div className="container split">
        <SectionHeading kicker="Migration" title={migration.title} id="studio-migration" />
        <p className="prose studio-migration__text">{migration.text}</p>
      </div>
    </section>
  );
}

export function HadoopTilesSection({ tiles }: { tiles: Section<'hadoopTiles'> }) {
  return (
    <StudioSection id="studio-hadoop" muted>
      <SectionHeading kicker="More Hadoop services" title={tiles.title} id="studio-hadoop" />
      <TileGrid items={tiles.items} columns={3} />
    </StudioSection>
  );
}

export function CloudDetailsSection({ cloud }: { cloud: Section<'cloudDetails'> }) {
  return (
    <StudioSection id="studio-cloud">
      <SectionHeading kicker="Platform capabilities" title={cloud.title} id="studio-cloud" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--2 studio-plain-list" role="list">
        {cloud.items.map((item, index) => (
          <Reveal as="li" key={item.id} index={index} className="card studio-cloud">
            <div className="studio-cloud__head">
              {item.logo && (
                <span className="studio-cloud__logo" role="img" aria-label={`${item.logo.name} logo`}>
                  <TechLogoMark logo={item.logo} size={40} />
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

export function TestAutomationSection({ automation }: { automation: Section<'testAutomation'> }) {
  return (
    <StudioSection id="studio-automation" muted>
      <SectionHeading kicker="Automation" title={automation.title} id="studio-automation">
        {automation.text}
      </SectionHeading>
      <TileGrid items={automation.items} columns={3} />
    </StudioSection>
  );
}

export function TechnologyStackSection({ stack }: { stack: Section<'technologyStack'> }) {
  return (
    <StudioSection id="studio-stack">
      <SectionHeading kicker="Stack" title={stack.title} id="studio-stack" />
      <div className="studio-stack">
        {stack.groups.map((group) => (
          <div key={group.id} className="studio-stack__group">
            <h3>{group.title}</h3>
            <LogoGrid items={group.items} />
          </div>
        ))}
      </div>
    </StudioSection>
  );
}

export function QualityProcessSection({ process }: { process: Section<'qualityProcess'> }) {
  return (
    <StudioSection id="studio-process" muted>
      <SectionHeading kicker="Process" title={process.title} id="studio-process" />
      <ol className="tile-grid studio-process">
        {process.steps.map((step, index) => (
          <Reveal as="li" key={step.id} index={index} className="studio-process__step">
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

export function BotPlatformsSection({ bots }: { bots: Section<'botPlatforms'> }) {
  return (
    <StudioSection id="studio-bots" muted>
      <SectionHeading kicker="Conversational AI" title={bots.title} id="studio-bots">
        {bots.text}
      </SectionHeading>
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--3 studio-plain-list" role="list">
        {bots.items.map((item, index) => (
          <Reveal as="li" key={item.id} index={index} className="card studio-bot">
            <div className="studio-cloud__head">
              <TechLogoMark logo={item.logo} size={36} />
              <h3>{item.logo.name}</h3>
            </div>
            <p>{item.text}</p>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}
