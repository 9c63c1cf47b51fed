import { Link } from 'react-router';
import {
  ArrowRight,
  Award,
  Check,
  Handshake,
  Headset,
  Layers,
  Lightbulb,
  LifeBuoy,
  MessagesSquare,
  Newspaper,
  Rocket,
  Sparkles,
  Trophy,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { SectionHeading } from '../../components/section-heading';
import { usePageMeta } from '../../components/page-meta';
import { organization } from '../../lib/structured-data/organization';
import { site } from '../../config/site';
import {
  aboutText,
  awards,
  caseStudyTeasers,
  chartTags,
  expertiseAreas,
  expertiseCards,
  featureCards,
  processSteps,
  stats,
  testimonials,
  transformCards,
  ventureCards,
  videos,
  whatWeDoPoints,
  whyUsPoints,
} from './home-data';
import { splitAt225 } from './home-logic';
import { IsometricStack, NetworkMesh, TeaserIllustration, TransformChart } from './illustrations';
import { TechTicker } from './tech-ticker';
import { TestimonialCarousel } from './testimonial-carousel';
import { desktopQuery, reducedMotionQuery, useMediaQuery } from './use-media-query';
import { VideoCarousel } from './video-carousel';
import './home.css';

/** Id of the Transform section, the target of Start Your Transformation. */
export const transformSectionId = 'transform';

const expertiseIcons: LucideIcon[] = [Award, Lightbulb, Check];
const processIcons: LucideIcon[] = [MessagesSquare, Wrench, LifeBuoy];
const awardIcons: LucideIcon[] = [Trophy, Award, Sparkles];
const whyUsIcons: LucideIcon[] = [Layers, Headset, Lightbulb, Users];
const ventureIcons: LucideIcon[] = [Rocket, Handshake];

function Hero() {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const startTransformation = () =>
    document.getElementById(transformSectionId)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  return (
    <section className="home-hero section--ink" aria-labelledby="home-title">
      <div className="container home-hero__grid">
        <div className="home-hero__copy">
          <span className="home-hero__badge">
            <Sparkles size={16} aria-hidden="true" /> Generative AI solutions
          </span>
          <h1 id="home-title" className="home-hero__title">
            Empowering your business with cutting-edge technology
          </h1>
          <p className="home-hero__lead">
            {site.name} designs, builds and runs the software behind ambitious companies: cloud platforms, data products and
            enterprise systems, delivered by 400+ engineers.
          </p>
          <div className="home-hero__genai">
            <h2 className="home-hero__subtitle">Generative AI that reaches production</h2>
            <p>
              We take language models out of the demo and into your workflows: grounded in your data, secured, monitored and
              priced per outcome you can measure.
            </p>
          </div>
          <div className="home-hero__actions">
            <button type="button" className="btn btn--primary home-hero__cta" onClick={startTransformation}>
              Start Your Transformation <ArrowRight size={18} aria-hidden="true" />
            </button>
            <Link className="btn btn--ghost home-hero__contact" to="/contact">
              Talk to an expert
            </Link>
          </div>
        </div>
        <div className="home-hero__art">
          <NetworkMesh />
        </div>
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section className="home-stats" aria-label="Company in numbers">
      <div className="container">
        <dl className="home-stats__band">
          {stats.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt className="home-stats__label">
                {stat.label} <span className="home-stats__detail">{stat.detail}</span>
              </dt>
              <dd className="home-stats__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ExpertiseInnovation() {
  return (
    <section className="section" aria-labelledby="home-expertise-title">
      <div className="container">
        <SectionHeading kicker="Expertise & innovation" title="Deep engineering, with a bias for what comes next" id="home-expertise-title">
          Clients come to us for a skill they cannot hire fast enough. They stay because we keep bringing them ideas.
        </SectionHeading>
        <div className="grid grid--3">
          {expertiseCards.map((card, index) => {
            const Icon = expertiseIcons[index] ?? Check;
            return (
              <Reveal key={card.id} index={index} as="article" className="card home-card">
                <span className="home-card__icon">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Reveal>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function Transform() {
  return (
    <section id={transformSectionId} className="section section--muted home-transform" aria-labelledby="home-transform-title">
      <div className="container">
        <SectionHeading kicker="Generative AI" title="Transform your business with generative AI" id="home-transform-title">
          The gains show up where your people spend their hours. We start with the workflows that pay back first.
        </SectionHeading>
        <div className="home-transform__grid">
          <figure className="home-transform__chart">
            <TransformChart />
            <figcaption className="home-transform__tags">
              {chartTags.map((tag) => (
                <span key={tag} className="home-tag">
                  {tag}
                </span>
              ))}
            </figcaption>
          </figure>
          <div className="home-transform__cards">
            {transformCards.map((card, index) => (
              <Reveal key={card.id} index={index} as="article" className="card home-card home-card--row">
                <span className="home-card__number" aria-hidden="true">
                  0{card.id}
                </span>
                <div>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </div>
              </Reveal>
            ))}
          </div>
        </div>
        <div className="home-whatwedo">
          <div>
            <span className="home-tag home-tag--warm">What We Do</span>
            <h3 className="home-whatwedo__title">We help startups turn an idea into a company</h3>
            <p>
              Founders get a senior team that has launched products before, and an honest view of what to build first. We
              work in fixed-price phases so your runway stays predictable.
            </p>
          </div>
          <ul className="home-whatwedo__list">
            {whatWeDoPoints.map((point) => (
              <li key={point}>
                <Check size={20} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function FeatureBlock() {
  return (
    <section className="section" aria-labelledby="home-feature-title">
      <div className="container home-feature">
        <div className="home-feature__art">
          <IsometricStack />
        </div>
        <div>
          <SectionHeading kicker="How we build" title="Foundations that hold up for a decade" id="home-feature-title" />
          <div className="home-feature__cards">
            {featureCards.map((card, index) => (
              <Reveal key={card.id} index={index} as="article" className="card home-card home-card--compact">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Reveal>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Process() {
  return (
    <section className="section section--muted" aria-labelledby="home-process-title">
      <div className="container">
        <SectionHeading kicker="Our process" title="Three steps from first call to a system that runs itself" id="home-process-title" center />
        <ol className="home-process">
          {processSteps.map((step, index) => {
            const Icon = processIcons[index] ?? Check;
            return (
              <li key={step.id} className="home-process__step">
                <span className="home-process__badge">
                  <Icon size={28} aria-hidden="true" />
                  <span className="home-process__count" aria-hidden="true">
                    {step.id}
                  </span>
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function StartupBanner() {
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="container home-banner__inner">
        <div>
          <h2 id="home-banner-title">Empowering startups to build what is next</h2>
          <p>Seed to Series C: product, engineering and cloud expertise that grows with your company, not your invoice.</p>
        </div>
        <Link className="btn btn--light" to="/contact">
          Plan your MVP with us
        </Link>
      </div>
    </section>
  );
}

function ExpertiseGrid() {
  return (
    <section className="section" aria-labelledby="home-areas-title">
      <div className="container">
        <div className="home-areas__head">
          <SectionHeading kicker="Our expertise" title="Sixteen practices, one accountable team" id="home-areas-title">
            Pick the skills you need. We assemble the team and have candidates ready within 3 days.
          </SectionHeading>
          <Link className="btn btn--primary" to="/hiring">
            Get Started now
          </Link>
        </div>
        <ul className="home-areas">
          {expertiseAreas.map((area, index) => {
            const Icon = area.icon;
            return (
              <Reveal key={area.id} index={index % 4} as="li" className="home-area">
                <span className="home-area__icon">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className="home-area__title">{area.title}</h3>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function CaseStudies() {
  return (
    <section className="section section--muted" aria-labelledby="home-cases-title">
      <div className="container">
        <SectionHeading kicker="Case studies" title="Work that moved the numbers" id="home-cases-title" />
        <ul className="home-teasers">
          {caseStudyTeasers.map((teaser, index) => (
            <Reveal key={teaser.id} index={index} as="li" className="home-teaser">
              <Link className="home-teaser__link" to={teaser.route}>
                <TeaserIllustration art={teaser.image} />
                <span className="home-teaser__body">
                  <span className="home-teaser__title">{teaser.title}</span>
                  <span className="home-teaser__text">{teaser.text}</span>
                  <span className="home-teaser__more">
                    Read the case study <ArrowRight size={16} aria-hidden="true" />
                  </span>
                </span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section className="section section--ink home-voices" aria-labelledby="home-voices-title">
      <div className="container">
        <SectionHeading kicker="Testimonials" title="What our clients say" id="home-voices-title" center />
        <TestimonialCarousel items={testimonials} />
      </div>
    </section>
  );
}

function AboutUs() {
  const desktop = useMediaQuery(desktopQuery);
  const paragraphs = desktop ? splitAt225(aboutText) : [aboutText];
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container home-about">
        <div className="home-about__copy">
          <SectionHeading kicker="About Us" title="One partner from strategy to support" id="home-about-title" />
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="home-about__text">
              {paragraph.trim()}
            </p>
          ))}
          <Link className="btn btn--primary home-about__more" to="/about">
            Know More
          </Link>
        </div>
        <VideoCarousel items={videos} />
      </div>
    </section>
  );
}

function NewsAwards() {
  return (
    <section className="section section--muted" aria-labelledby="home-news-title">
      <div className="container">
        <SectionHeading kicker="News & awards" title="Recognition for the work our teams ship" id="home-news-title" />
        <div className="grid grid--4">
          {awards.map((award, index) => {
            const Icon = awardIcons[index] ?? Award;
            return (
              <Reveal key={award.id} index={index} as="article" className="card home-card home-award">
                <span className="home-card__icon home-card__icon--warm">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3>{award.title}</h3>
                <p>{award.text}</p>
              </Reveal>
            );
          })}
          <Reveal index={3} as="article" className="card home-card home-news">
            <span className="home-card__icon">
              <Newspaper size={24} aria-hidden="true" />
            </span>
            <h3>In the news</h3>
            <p>Product launches, partnerships and what our engineers are speaking about this quarter.</p>
            <Link className="home-news__link" to="/news">
              Read the latest news <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </Reveal>
        </div>
      </div>
    </section>
  );
}

function WhyUs() {
  return (
    <section className="section" aria-labelledby="home-why-title">
      <div className="container">
        <SectionHeading kicker="Why us" title="Four reasons clients renew with us" id="home-why-title" center />
        <ul className="home-why">
          {whyUsPoints.map((point, index) => {
            const Icon = whyUsIcons[index] ?? Check;
            return (
              <Reveal key={point.id} index={index} as="li" className="home-why__item">
                <span className="home-card__icon">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Ventures() {
  return (
    <section className="section home-ventures" aria-labelledby="home-ventures-title">
      <div className="container">
        <div className="home-ventures__panel home-ventures__grid">
        <div>
          <SectionHeading kicker="Startups & venture capital" title="A build partner for founders and the funds behind them" id="home-ventures-title">
            We work alongside accelerators and venture capital firms so that good ideas do not stall for lack of engineers.
          </SectionHeading>
          <Link className="btn btn--light" to="/contact">
            Start a conversation
          </Link>
        </div>
        <div className="home-ventures__cards">
          {ventureCards.map((card, index) => {
            const Icon = ventureIcons[index] ?? Rocket;
            return (
              <Reveal key={card.id} index={index} as="article" className="home-ventures__card">
                <Icon size={28} aria-hidden="true" />
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Reveal>
            );
          })}
        </div>
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  usePageMeta(
    'Enterprise software, cloud and generative AI services',
    `${site.name}: 400+ engineers building generative AI, cloud, data and enterprise software for clients in 20 countries, with 1000+ projects delivered.`,
    { jsonLd: (origin) => [organization(origin)] },
  );
  return (
    <div className="home">
      <Hero />
      <Stats />
      <TechTicker />
      <ExpertiseInnovation />
      <Transform />
      <FeatureBlock />
      <Process />
      <StartupBanner />
      <ExpertiseGrid />
      <CaseStudies />
      <Testimonials />
      <AboutUs />
      <NewsAwards />
      <WhyUs />
      <Ventures />
    </div>
  );
}
