import { Check } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import { SectionHeading } from '../../../components/section-heading';
import { chartTags, transformCards, whatWeDoPoints } from '../home-data';
import { TransformChart } from '../illustrations';
import { transformSectionId } from './hero-section';
import './home-cards.css';
import './transform-section.css';

/** Transform your business with generative AI, then What We Do. */
export function TransformSection() {
  return (
    <section id={transformSectionId} className="section section--muted home-transform" aria-labelledby="home-transform-title">
      <div className="container">
        <SectionHeading kicker="Generative AI" title="Transform your business with generative AI" id="home-transform-title">
          The gains show up where your people spend their hours. We start with the workflows that pay back first.
        </SectionHeading>
        <div className="split">
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
              Founders get a senior team that has launched products before, and an honest view of what to build first. We work in
              fixed-price phases so your runway stays predictable.
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
