import { Link } from 'react-router';
import { ArrowRight, Award, Check, Compass, Globe2, GraduationCap, Target } from 'lucide-react';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { PageSection } from '../../components/page-section';
import type { AboutPage as AboutDocument } from '@contract/entities';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { ErrorState } from '../../components/content/content-states';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { useApiData } from '../../lib/use-api-data';
import { AboutTicker } from './about-ticker';
import { IsometricBlocks } from './hero-art';
import { LeadershipSection } from './leadership-section';
import './about.css';

const diversityIcons = [Globe2, Award, GraduationCap] as const;
const missionIcons = [Target, Compass] as const;

/** /about, from the one document the marketing team edits (getAboutPage); prerendered with it. */
export function AboutPage() {
  const { data, error } = useApiData(apiPath(routes.getAboutPage), () => fetchData<AboutDocument>(routes.getAboutPage));
  if (error) {
    return (
      <div className="container section">
        <h1 className="visually-hidden">About us</h1>
        <ErrorState message={messages.aboutFailed} />
      </div>
    );
  }
  if (!data) return <section className="about-hero section--ink" aria-busy="true" />;
  return <LoadedAbout about={data} />;
}

function LoadedAbout({ about }: { about: AboutDocument }) {
  usePageMeta('About us', `${site.name}: ${about.metaDescription}`);
  return <AboutView about={about} />;
}

/** The page's sections from the document: the public page, and the admin's preview of it. */
export function AboutView({ about }: { about: AboutDocument }) {
  return (
    <>
      <section className="about-hero section--ink">
        <div className="container split about-hero__inner">
          <div className="about-hero__copy">
            <span className="kicker">About {site.shortName}</span>
            <h1 className="about-hero__title">{about.heroTitle}</h1>
            <p className="about-hero__lead">{about.heroLead}</p>
            <ul className="about-hero__badges">
              {about.badges.map((badge) => (
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

      <AboutTicker items={about.ticker.map((item) => item.text)} />

      <PageSection className="section" id="about-numbers" kicker={about.numbersKicker} title={about.numbersTitle} lead={about.numbersLead}>
        <ul className="tile-grid about-stats">
          {about.stats.map((stat) => (
            <li key={stat.value} className="about-stats__item">
              <span className="about-stats__value">{stat.value}</span>
              <span className="about-stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <LeadershipSection about={about} />

      <PageSection className="section" id="about-mission" kicker={about.purposeKicker} title={about.purposeTitle}>
        <div className="grid grid--2">
          {[
            { title: about.missionTitle, text: about.missionText },
            { title: about.visionTitle, text: about.visionText },
          ].map((card, index) => {
            const Icon = missionIcons[index] ?? Target;
            return (
              <Reveal
                key={index === 0 ? 'mission' : 'vision'}
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
          <SectionHeading kicker={about.diversityKicker} title={about.diversityTitle} id="about-diversity">
            {about.diversityLead}
          </SectionHeading>
          <div className="grid grid--3">
            {about.diversity.map((item, index) => {
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

      <PageSection className="section" id="about-why" kicker={about.whyKicker} title={about.whyTitle}>
        <ol className="about-why">
          {about.whyUs.map((item, index) => (
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
          <span className="kicker">{about.xfactorKicker}</span>
          <h2 id="about-xfactor">{about.xfactorTitle}</h2>
          <p className="about-xfactor__text">{about.xfactorText}</p>
          <Link className="btn btn--light" to="/contact">
            Talk to our team
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
