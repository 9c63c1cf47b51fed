import { Link } from 'react-router';
import { ArrowRight, Award, Check, Compass, Globe2, GraduationCap, Target } from 'lucide-react';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import { site } from '../../config/site';
import { aboutBadges, aboutDiversity, aboutMissionVision, aboutStats, aboutWhyUs } from './about-content';
import { AboutTicker } from './about-ticker';
import { IsometricBlocks } from './hero-art';
import { LeadershipSection } from './leadership-section';
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
        <div className="container split about-hero__inner">
          <div className="about-hero__copy">
            <span className="kicker">About {site.shortName}</span>
            <h1 className="about-hero__title">Engineering teams that stay for the whole journey</h1>
            <p className="about-hero__lead">
              For more than 4 years we have designed, built and run software for enterprises and fast-growing startups, from healthcare
              platforms to security products. We are engineers first, and we measure ourselves by what still works a year after launch.
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

      <AboutTicker />

      <PageSection
        className="section"
        id="about-numbers"
        kicker="By the numbers"
        title="A track record clients can check"
        lead="Figures from our client reviews and delivery reports, not from a pitch deck."
      >
        <ul className="tile-grid about-stats">
          {aboutStats.map((stat) => (
            <li key={stat.value} className="about-stats__item">
              <span className="about-stats__value">{stat.value}</span>
              <span className="about-stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <LeadershipSection />

      <PageSection className="section" id="about-mission" kicker="Purpose" title="Why we exist and where we are going">
        <div className="grid grid--2">
          {aboutMissionVision.map((card, index) => {
            const Icon = missionIcons[index] ?? Target;
            return (
              <Reveal
                key={card.title}
                index={index}
                as="article"
                className={`about-purpose about-purpose--${index === 0 ? 'mission' : 'vision'}`}
              >
                <span className="about-purpose__icon">
                  <Icon size={28} aria-hidden="true" />
                </span>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Reveal>
            );
          })}
        </div>
      </PageSection>

      <section className="section section--muted" aria-labelledby="about-diversity">
        <div className="container about-diversity">
          <SectionHeading kicker="Diversity" title="Different backgrounds, one standard of work" id="about-diversity">
            Products serve everyone, so the teams that build them should reflect the people who use them. We hire, promote and pay on the
            same transparent criteria in every office.
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

      <PageSection className="section" id="about-why" kicker="Why choose us" title="Six reasons clients choose us, and stay">
        <ol className="about-why">
          {aboutWhyUs.map((item, index) => (
            <Reveal key={item.title} index={index} as="li" className="about-why__item">
              <span className="disc about-why__check">
                <Check size={20} aria-hidden="true" />
              </span>
              <div>
                <h3 className="about-why__title">{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </PageSection>

      <section className="section section--ink about-xfactor" aria-labelledby="about-xfactor">
        <div className="container about-xfactor__inner">
          <span className="kicker">Our X-factor</span>
          <h2 id="about-xfactor">Senior judgement on every team</h2>
          <p className="about-xfactor__text">
            Plenty of firms can supply developers. What sets us apart is that a senior engineer who has shipped the same kind of system
            before sits on every engagement, from the first estimate to the last release. They challenge scope that will not pay back, flag
            risk while it is still cheap, and hand over code your own people can run. That is why 9 of 10 clients grow with us, and why most
            of our new work arrives through referrals.
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
