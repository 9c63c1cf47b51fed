/** The sections most service pages show, in page order. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { ClosingCall } from '../../components/closing-call';
import { SectionHeading } from '../../components/section-heading';
import { entriesOf, groupBy, HireUsButton, LogoGrid, type SectionProps, StudioSection, techLogo } from './section-parts';
import { symbols } from './symbols';

export function DetailsSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-details">
      <div className="split studio-details">
        <div>
          <SectionHeading kicker="Overview" title={service.detailsTitle} id="studio-details" />
          {service.detailsText && <p className="studio-details__text">{service.detailsText}</p>}
          <HireUsButton hidden={service.detailsHideHireUs} />
        </div>
        {service.detailsOverview && (
          <Reveal index={1} className="card studio-details__overview">
            <p className="kicker">How we engage</p>
            <p>{service.detailsOverview}</p>
          </Reveal>
        )}
      </div>
    </StudioSection>
  );
}

export function OfferingsSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-offerings" muted>
      <SectionHeading kicker="What we offer" title={service.offeringsTitle} id="studio-offerings" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="studio-offerings grid grid--2" role="list">
        {entriesOf(service.offerings).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="studio-offerings__item">
            <CheckCircle2 className="studio-offerings__icon" size={24} aria-hidden="true" />
            <span>{item.text}</span>
          </Reveal>
        ))}
      </ul>
    </StudioSection>
  );
}

export function AdvantagesSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-advantages">
      <SectionHeading kicker="Why it pays off" title={service.advantagesTitle} id="studio-advantages" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="grid grid--3 studio-plain-list" role="list">
        {entriesOf(service.advantages).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
          <Reveal as="li" key={index} index={index} className="card studio-advantage">
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

/**
 * The technologies as an ARIA tablist, one tab per name the rows share, in the
 * order the names first appear. The first tab is selected when the page mounts
 * (the page remounts this per service, so another service starts on its first).
 */
export function TechnicalSkillsSection({ service }: SectionProps) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = groupBy(entriesOf(service.skills), (row) => row.tab);
  const current = tabs[selected] ?? tabs[0];
  const shown = tabs[selected] ? selected : 0;
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? shown === last
          ? 0
          : shown + 1
        : event.key === 'ArrowLeft'
          ? shown === 0
            ? last
            : shown - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <StudioSection id="studio-skills" muted>
      <SectionHeading kicker="Technical skills" title={service.skillsTitle} id="studio-skills">
        {service.skillsText}
      </SectionHeading>
      <div className="studio-tabs" role="tablist" aria-label={service.skillsTitle}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === shown}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === shown ? 0 : -1}
            className="studio-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={move}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {current && (
        <div
          className="studio-tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${shown}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs pattern: the panel holds nothing focusable, so it takes focus itself after the tab list
          tabIndex={0}
        >
          <LogoGrid items={current.rows.map((row) => techLogo(row.name, row.logo))} />
        </div>
      )}
      <div className="studio-section__actions">
        <HireUsButton hidden={service.skillsHideHireUs} />
      </div>
    </StudioSection>
  );
}

export function DomainExpertiseSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-domains">
      <SectionHeading kicker="Industries" title={service.domainsTitle} id="studio-domains" />
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them */}
      <ul className="studio-domains studio-plain-list" role="list">
        {entriesOf(service.domains).map((item, index) => {
          const Icon = item.symbol && symbols[item.symbol];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
            <Reveal as="li" key={index} index={index} className="studio-domains__item">
              <span className="disc studio-domains__icon">{Icon && <Icon size={28} aria-hidden="true" />}</span>
              <span>{item.title}</span>
            </Reveal>
          );
        })}
      </ul>
    </StudioSection>
  );
}

export function ToolsSection({ service }: SectionProps) {
  return (
    <StudioSection id="studio-tools" muted>
      <SectionHeading kicker="Tools and technologies" title={service.toolsTitle} id="studio-tools" />
      <LogoGrid items={entriesOf(service.tools).map((tool) => techLogo(tool.name, tool.logo))} />
    </StudioSection>
  );
}

export function ClosingSection({ service }: SectionProps) {
  return (
    <ClosingCall id="studio-closing" className="studio-closing" title={service.closingTitle} text={service.closingText}>
      <HireUsButton hidden={service.closingHideHireUs} light />
      <Link className="btn btn--ghost" to="/contact">
        Talk to an expert
      </Link>
    </ClosingCall>
  );
}
