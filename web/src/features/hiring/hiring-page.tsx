import { CalendarClock, CalendarDays, CalendarRange, Clock, Rocket, type LucideIcon } from 'lucide-react';
import { usePageMeta } from '../../components/page-meta';
import { RevealList } from '../../components/reveal-list';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { AccentGradient } from '../../components/accent-gradient';
import { site } from '../../config/site';
import { enterpriseSteps, fixedBasisSteps, hiringModels, type HiringModel } from './hiring-data';
import { HiringFormSlot } from './hiring-form-slot';
import { ProcessSteps } from './process-steps';
import './hiring.css';

const modelIcons: Record<HiringModel['name'], LucideIcon> = {
  Hourly: Clock,
  Weekly: CalendarDays,
  Monthly: CalendarRange,
  Yearly: CalendarClock,
};

/** /hiring — the Hire Us page: hero, enquiry, both hiring processes, hiring models and onboarding time. */
export function HiringPage() {
  usePageMeta(
    'Hire Us',
    `Hire dedicated developers from ${site.name}: fixed-price or monthly engagements, hourly to yearly models, and candidate onboarding within 3 days.`,
  );
  return (
    <>
      <section className="hire-hero ink-hero" aria-labelledby="hire-title">
        <div className="container split hire-hero__inner ink-hero__inner">
          <div className="hire-hero__copy">
            <span className="kicker">Dedicated hiring</span>
            <h1 id="hire-title" className="hire-hero__title ink-hero__title">
              Hire Us
            </h1>
            <p className="hire-hero__lead ink-hero__lead">
              Add vetted engineers from our 400+ talent pool to your team, on a fixed price or a monthly plan. You interview, you choose,
              and the people you pick start working with you within days.
            </p>
            <p className="hire-hero__badge">
              <Rocket size={20} aria-hidden="true" />
              Candidate onboarding within 3 days
            </p>
            <a className="btn btn--primary" href="#hire-enquiry">
              Start your enquiry
            </a>
          </div>
          <HeroArt />
        </div>
      </section>

      <HiringFormSlot />

      <PageSection
        className="section section--muted"
        id="hire-fixed-title"
        kicker="Fixed price"
        title="Fixed-basis Hiring Process"
        lead="For projects with a clear scope: one agreed price, paid by milestone, and a team assembled around the work."
      >
        <ProcessSteps steps={fixedBasisSteps} layout="row" label="Fixed-basis hiring steps" />
      </PageSection>

      <section className="section" aria-labelledby="hire-monthly-title">
        <div className="container split hire-monthly">
          <div className="hire-monthly__intro">
            <SectionHeading kicker="Monthly plan" title="Monthly-basis Hiring Process" id="hire-monthly-title">
              For ongoing product work: engineers dedicated to you full-time, billed monthly. Enterprise clients go through seven steps,
              from our first presentation to the day the candidates join.
            </SectionHeading>
            <div className="hire-monthly__note">
              <p className="hire-monthly__note-value">3 days</p>
              <p>from the selection meeting to the first stand-up with your new engineers.</p>
            </div>
          </div>
          <div>
            <h3 className="hire-monthly__flow-title">Enterprise hiring flow</h3>
            <ProcessSteps steps={enterpriseSteps} layout="timeline" label="Enterprise hiring steps" headingLevel={4} />
          </div>
        </div>
      </section>

      <PageSection
        className="section section--muted"
        id="hire-models-title"
        kicker="Hiring models"
        title="Pay the way your project runs"
        lead="Four engagement models, the same engineers and the same delivery standards. Switch models as the project changes."
      >
        <RevealList
          className="hire-models grid grid--4"
          items={hiringModels}
          keyOf={(model) => model.name}
          itemClassName="card hire-model"
          iconOf={(model) => modelIcons[model.name]}
          badgeClassName="hire-model__icon"
        >
          {(model) => (
            <>
              <h3 className="hire-model__name">{model.name}</h3>
              <p className="hire-model__billing">{model.billing}</p>
              <p className="hire-model__suits">
                <strong>Suits: </strong>
                {model.suits}
              </p>
              <ul className="hire-model__examples">
                {model.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </>
          )}
        </RevealList>
      </PageSection>

      <section className="section section--ink hire-onboard" aria-labelledby="hire-onboard-title">
        <div className="container hire-onboard__inner">
          <p className="hire-onboard__figure" aria-hidden="true">
            3<span>days</span>
          </p>
          <div>
            <span className="kicker">Onboarding</span>
            <h2 id="hire-onboard-title">Candidate onboarding within 3 days</h2>
            <p>
              Once you select your engineers, they are set up on your repositories, tools and calendars and join your team within 3 days. No
              long notice periods, no recruiting cycle: the people you interviewed are the people who start.
            </p>
            <a className="btn btn--light" href="#hire-enquiry">
              Talk to our hiring desk
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

/** Decorative hero illustration: a team of initials nodes joining a central product block. */
function HeroArt() {
  const nodes = [
    { x: 70, y: 70, label: 'FE' },
    { x: 290, y: 60, label: 'BE' },
    { x: 50, y: 220, label: 'QA' },
    { x: 310, y: 230, label: 'PM' },
  ];
  return (
    <svg className="hire-hero__art ink-hero__art" viewBox="0 0 360 300" width="360" height="300" aria-hidden="true">
      <defs>
        <AccentGradient id="hire-art-core" />
      </defs>
      {nodes.map((node) => (
        <line key={`l-${node.label}`} x1={node.x} y1={node.y} x2="180" y2="150" className="hire-hero__link" />
      ))}
      <path d="M180 96 L236 124 L236 180 L180 208 L124 180 L124 124 Z" fill="url(#hire-art-core)" />
      <path d="M180 96 L236 124 L180 152 L124 124 Z" className="hire-hero__core-top" />
      {nodes.map((node) => (
        <g key={node.label}>
          <circle cx={node.x} cy={node.y} r="30" className="hire-hero__node" />
          <text x={node.x} y={node.y + 6} textAnchor="middle" className="hire-hero__node-label">
            {node.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
