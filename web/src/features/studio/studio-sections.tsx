import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { TechChip, TechLogoMark, type TechLogo } from '../../components/tech-logo';
import type { ServiceContent, TextTile } from './content/types';

type Section<K extends keyof ServiceContent> = NonNullable<ServiceContent[K]>;

/** The button most service sections end with (spec §2). */
export function HireUsButton({ show = true, light = false }: { show?: boolean | undefined; light?: boolean }) {
  if (!show) return null;
  return (
    <Link className={`btn ${light ? 'btn--light' : 'btn--primary'} studio-hire`} to="/hiring">
      Hire Us <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}

function StudioSection({ id, muted = false, children }: { id: string; muted?: boolean; children: ReactNode }) {
  return (
    <section className={`section studio-section ${muted ? 'section--muted' : ''}`} aria-labelledby={id} data-section={id}>
      <div className="container">{children}</div>
    </section>
  );
}

export function DetailsSection({ details }: { details: Section<'details'> }) {
  return (
    <StudioSection id="studio-details">
      <div className="studio-details">
        <div>
          <SectionHeading kicker="Overview" title={details.title} id="studio-details" />
          <p className="studio-details__text">{details.text}</p>
          <HireUsButton show={details.showHireUs} />
        </div>
        <Reveal index={1} className="card studio-details__overview">
          <p className="kicker">How we engage</p>
          <p>{details.overview}</p>
        </Reveal>
      </div>
    </StudioSection>
  );
}

export function OfferingsSection({ offerings }: { offerings: Section<'offerings'> }) {
  return (
    <StudioSection id="studio-offerings" muted>
      <SectionHeading kicker="What we offer" title={offerings.heading} id="studio-offerings" />
      <ul className="studio-offerings grid grid--2" role="list">
        {offerings.items.map((item, index) => (
          <Reveal as="li" key={item.id} index={index} className="studio-offerings__item">
            <CheckCircle2 className="studio-offerings__icon" size={24} aria-hidden="true" />
            <span>{item.text}</span>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

export function AdvantagesSection({ advantages }: { advantages: Section<'advantages'> }) {
  return (
    <StudioSection id="studio-advantages">
      <SectionHeading kicker="Why it pays off" title={advantages.heading} id="studio-advantages" />
      <ul className="grid grid--3 studio-plain-list" role="list">
        {advantages.items.map((item, index) => (
          <Reveal as="li" key={item.id} index={index} className="card studio-advantage">
            <span className="studio-advantage__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            {item.title && <h3>{item.title}</h3>}
            <p>{item.text}</p>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

function LogoGrid({ items }: { items: TechLogo[] }) {
  return (
    <ul className="studio-logos studio-plain-list" role="list">
      {items.map((item) => (
        <li key={item.name}>
          <TechChip logo={item} />
        </li>
      ))}
    </ul>
  );
}

/** Skill groups as an ARIA tablist; the first group is selected when the page mounts. */
export function TechnicalSkillsSection({ skills }: { skills: Section<'technicalSkills'> }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const group = skills.groups[selected] ?? skills.groups[0];
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = skills.groups.length - 1;
    const next =
      event.key === 'ArrowRight' ? (selected === last ? 0 : selected + 1)
      : event.key === 'ArrowLeft' ? (selected === 0 ? last : selected - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <StudioSection id="studio-skills" muted>
      <SectionHeading kicker="Technical skills" title={skills.title} id="studio-skills">
        {skills.text}
      </SectionHeading>
      <div className="studio-tabs" role="tablist" aria-label={skills.title}>
        {skills.groups.map((candidate, index) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${candidate.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="studio-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={move}
          >
            {candidate.title}
          </button>
        ))}
      </div>
      {group && (
        <div className="studio-tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${group.id}`} tabIndex={0}>
          <LogoGrid items={group.items} />
        </div>
      )}
      <div className="studio-section__actions">
        <HireUsButton show={skills.showHireUs} />
      </div>
    </StudioSection>
  );
}

export function DomainExpertiseSection({ domain }: { domain: Section<'domainExpertise'> }) {
  return (
    <StudioSection id="studio-domains">
      <SectionHeading kicker="Industries" title={domain.title} id="studio-domains" />
      <ul className="studio-domains studio-plain-list" role="list">
        {domain.items.map((item, index) => {
          const Icon = item.icon;
          return (
            <Reveal as="li" key={item.id} index={index} className="studio-domains__item">
              <span className="studio-domains__icon">
                <Icon size={28} aria-hidden="true" />
              </span>
              <span>{item.title}</span>
            </Reveal>
          );
        })}
      </ul>
    </StudioSection>
  );
}

export function ToolsSection({ tools }: { tools: Section<'toolsAndTechnologies'> }) {
  return (
    <StudioSection id="studio-tools" muted>
      <SectionHeading kicker="Tools and technologies" title={tools.title} id="studio-tools" />
      <LogoGrid items={tools.items} />
    </StudioSection>
  );
}

export function QualityTestingSection({ services }: { services: Section<'qualityTestingServices'> }) {
  return (
    <StudioSection id="studio-testing">
      <SectionHeading kicker="Testing services" title={services.title} id="studio-testing" />
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

function TileGrid({ items, columns = 3 }: { items: TextTile[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid grid--${columns} studio-plain-list`} role="list">
      {items.map((item, index) => (
        <Reveal as="li" key={item.id} index={index} className="card studio-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Reveal>
      ))}
    </ul>
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
      <div className="container studio-migration__inner">
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
      <ol className="studio-process">
        {process.steps.map((step, index) => (
          <Reveal as="li" key={step.id} index={index} className="studio-process__step">
            <span className="studio-process__number" aria-hidden="true">
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

export function ClosingSection({ closing }: { closing: ServiceContent['closing'] }) {
  return (
    <section className="section section--ink studio-closing" aria-labelledby="studio-closing">
      <div className="container studio-closing__inner">
        <div>
          <h2 id="studio-closing">{closing.title}</h2>
          <p className="prose">{closing.text}</p>
        </div>
        <div className="studio-closing__actions">
          <HireUsButton show={closing.showHireUs} light />
          <Link className="btn btn--ghost" to="/contact">
            Talk to an expert
          </Link>
        </div>
      </div>
    </section>
  );
}
