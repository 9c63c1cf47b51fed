/** The sections most service pages show, in page order. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { ClosingCall } from '../../components/closing-call';
import { SectionHeading } from '../../components/section-heading';
import type { ServiceContent } from './content/types';
import { HireUsButton, LogoGrid, StudioSection, type Section } from './section-parts';

export function DetailsSection({ details }: { details: Section<'details'> }) {
  return (
    <StudioSection id="studio-details">
      <div className="split studio-details">
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
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
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
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
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

/** Skill groups as an ARIA tablist; the first group is selected when the page mounts. */
export function TechnicalSkillsSection({ skills }: { skills: Section<'technicalSkills'> }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const group = skills.groups[selected] ?? skills.groups[0];
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = skills.groups.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
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
        <div
          className="studio-tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${group.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs pattern: the panel holds nothing focusable, so it takes focus itself after the tab list
          tabIndex={0}
        >
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
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="studio-domains studio-plain-list" role="list">
        {domain.items.map((item, index) => {
          const Icon = item.icon;
          return (
            <Reveal as="li" key={item.id} index={index} className="studio-domains__item">
              <span className="disc studio-domains__icon">
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

export function ClosingSection({ closing }: { closing: ServiceContent['closing'] }) {
  return (
    <ClosingCall id="studio-closing" className="studio-closing" title={closing.title} text={closing.text}>
      <HireUsButton show={closing.showHireUs} light />
      <Link className="btn btn--ghost" to="/contact">
        Talk to an expert
      </Link>
    </ClosingCall>
  );
}
