import { Link } from 'react-router';
import { ArrowRight, Award, Check, Compass, Globe2, GraduationCap, Target, Users } from 'lucide-react';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { site } from '../../config/site';
import {
  aboutBadges,
  aboutDirectors,
  aboutDiversity,
  aboutMissionVision,
  aboutStats,
  aboutTeamLead,
  aboutTicker,
  aboutWhyUs,
} from './about-content';
import './about.css';

const diversityIcons = [Globe2, Award, GraduationCap] as const;
const missionIcons = [Target, Compass] as const;

export function AboutPage() {
  usePageMeta(
    'About us',
    `${site.name}: 400+ engineers, 10+ Fortune 500 clients and directors with 16+ years of delivery experience. Our mission, vision, leadership and why clients stay.`,
  );
  return (
    <>
      <section className="about-hero section--ink">
        <div className="container about-hero__inner">
          <div className="about-hero__copy">
            <span className="kicker">About {site.shortName}</span>
            <h1 className="about-hero__title">Engineering teams that stay for the whole journey</h1>
            <p className="about-hero__lead">
              For more than 4 years we have designed, built and run software for enterprises and fast-growing startups, from healthcare platforms to
              security products. We are engineers first, and we measure ourselves by what still works a year after launch.
            </p>
            <ul className="about-hero__badges">
              {aboutBadges.map((badge) => (
                <li key={badge.value} className="about-badge">
                  <span className="about-badge__value">{badge.value}</span>
                  <span className="about-badge__label">{badge.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <IsometricBlocks />
        </div>
      </section>

      <Ticker />

      <section className="section" aria-labelledby="about-numbers">
        <div className="container">
          <SectionHeading kicker="By the numbers" title="A track record clients can check" id="about-numbers">
            Figures from our client reviews and delivery reports, not from a pitch deck.
          </SectionHeading>
          <ul className="about-stats">
            {aboutStats.map((stat) => (
              <li key={stat.value} className="about-stats__item">
                <span className="about-stats__value">{stat.value}</span>
                <span className="about-stats__label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="about-leadership">
        <div className="container">
          <SectionHeading kicker="Leadership" title="The people accountable for your delivery" id="about-leadership">
            Our board members each bring 16+ years of enterprise delivery, and they stay close to the work.
          </SectionHeading>
          <div className="grid grid--2">
            {aboutDirectors.map((director, index) => (
              <Reveal key={director.name} index={index} as="article" className="card about-person">
                <div className="about-person__head">
                  <Avatar initials={director.initials} />
                  <div>
                    <h3 className="about-person__name">{director.name}</h3>
                    <p className="about-person__role">{director.role}</p>
                  </div>
                  <span className="about-person__years">{director.experience}</span>
                </div>
                <p>{director.bio}</p>
                <ul className="about-person__focus" aria-label={`${director.name}'s focus areas`}>
                  {director.focus.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Reveal>
            ))}
          </div>
          <Reveal className="about-lead">
            <Avatar initials={aboutTeamLead.initials} small />
            <div>
              <p className="about-lead__claim">
                <Users size={20} aria-hidden="true" /> {aboutTeamLead.name}, {aboutTeamLead.role}: a team of {aboutTeamLead.claim}
              </p>
              <p className="about-lead__text">{aboutTeamLead.text}</p>
            </div>
          </Reveal>
        </div>
      </section>

      <section className="section" aria-labelledby="about-mission">
        <div className="container">
          <SectionHeading kicker="Purpose" title="Why we exist and where we are going" id="about-mission" />
          <div className="grid grid--2">
            {aboutMissionVision.map((card, index) => {
              const Icon = missionIcons[index] ?? Target;
              return (
                <Reveal key={card.title} index={index} as="article" className={`about-purpose about-purpose--${index === 0 ? 'mission' : 'vision'}`}>
                  <span className="about-purpose__icon">
                    <Icon size={28} aria-hidden="true" />
                  </span>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </Reveal>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="about-diversity">
        <div className="container about-diversity">
          <SectionHeading kicker="Diversity" title="Different backgrounds, one standard of work" id="about-diversity">
            Products serve everyone, so the teams that build them should reflect the people who use them. We hire, promote and pay on the same
            transparent criteria in every office.
          </SectionHeading>
          <div className="grid grid--3">
            {aboutDiversity.map((item, index) => {
              const Icon = diversityIcons[index] ?? Globe2;
              return (
                <Reveal key={item.title} index={index} as="article" className="card about-diversity__card">
                  <Icon className="about-diversity__icon" size={28} aria-hidden="true" />
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </Reveal>
              );
            })}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-why">
        <div className="container">
          <SectionHeading kicker="Why choose us" title="Six reasons clients choose us, and stay" id="about-why" />
          <ol className="about-why">
            {aboutWhyUs.map((item, index) => (
              <Reveal key={item.title} index={index} as="li" className="about-why__item">
                <span className="about-why__check">
                  <Check size={20} aria-hidden="true" />
                </span>
                <div>
                  <h3 className="about-why__title">{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--ink about-xfactor" aria-labelledby="about-xfactor">
        <div className="container about-xfactor__inner">
          <span className="kicker">Our X-factor</span>
          <h2 id="about-xfactor">Senior judgement on every team</h2>
          <p className="about-xfactor__text">
            Plenty of firms can supply developers. What sets us apart is that a senior engineer who has shipped the same kind of system before sits
            on every engagement, from the first estimate to the last release. They challenge scope that will not pay back, flag risk while it is
            still cheap, and hand over code your own people can run. That is why 9 of 10 clients grow with us, and why most of our new work arrives
            through referrals.
          </p>
          <Link className="btn btn--light" to="/contact">
            Talk to our team
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}

function Avatar({ initials, small = false }: { initials: string; small?: boolean }) {
  return (
    <span className={`about-avatar ${small ? 'about-avatar--small' : ''}`} aria-hidden="true">
      {initials}
    </span>
  );
}

/** The capability ticker: the list is doubled for a seamless loop; the copy is hidden from assistive tech. */
function Ticker() {
  return (
    <div className="about-ticker">
      <div className="about-ticker__track">
        <ul className="about-ticker__list" aria-label="What our teams deliver">
          {aboutTicker.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <ul className="about-ticker__list" aria-hidden="true">
          {aboutTicker.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Hero illustration: stacked isometric blocks on a faint network mesh. */
function IsometricBlocks() {
  const cubes = [
    { x: 200, y: 230, h: 70, tone: 0 },
    { x: 290, y: 185, h: 110, tone: 1 },
    { x: 110, y: 185, h: 40, tone: 2 },
    { x: 200, y: 140, h: 100, tone: 1 },
    { x: 290, y: 275, h: 30, tone: 2 },
    { x: 110, y: 275, h: 55, tone: 0 },
  ].sort((a, b) => a.y - b.y);
  const s = 44;
  return (
    <svg className="about-hero__art" width="420" height="380" viewBox="0 0 420 380" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="about-top" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-2)' }} />
        </linearGradient>
      </defs>
      <g className="about-hero__mesh">
        {[40, 120, 200, 280, 360].map((x) => (
          <line key={`v${x}`} x1={x} y1="20" x2={x} y2="360" />
        ))}
        {[60, 140, 220, 300].map((y) => (
          <line key={`h${y}`} x1="20" y1={y} x2="400" y2={y} />
        ))}
      </g>
      {cubes.map(({ x, y, h, tone }) => {
        const top = y - h;
        return (
          <g key={`${x}-${y}`}>
            <polygon points={`${x - s},${top} ${x},${top + s / 2} ${x},${y + s / 2} ${x - s},${y}`} className={`about-cube__left about-cube--${tone}`} />
            <polygon points={`${x},${top + s / 2} ${x + s},${top} ${x + s},${y} ${x},${y + s / 2}`} className={`about-cube__right about-cube--${tone}`} />
            <polygon points={`${x},${top - s / 2} ${x + s},${top} ${x},${top + s / 2} ${x - s},${top}`} fill={tone === 1 ? 'url(#about-top)' : undefined} className={`about-cube__top about-cube--${tone}`} />
          </g>
        );
      })}
      <circle cx="350" cy="70" r="6" className="about-hero__spark" />
      <circle cx="60" cy="320" r="4" className="about-hero__spark" />
    </svg>
  );
}
