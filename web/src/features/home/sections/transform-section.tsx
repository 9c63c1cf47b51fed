import { Check } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { TransformChart } from '../illustrations';
import { transformSectionId } from './hero-section';
import './home-cards.css';
import './transform-section.css';

/** Transform your business with generative AI, then What We Do. */
export function TransformSection({ home }: { home: HomeDocument }) {
  return (
    <section id={transformSectionId} className="section section--muted home-transform" aria-labelledby="home-transform-title">
      <div className="container">
        <SectionHeading kicker={home.transformKicker} title={home.transformTitle} id="home-transform-title">
          {home.transformLead}
        </SectionHeading>
        <div className="split">
          <figure className="home-transform__chart">
            <TransformChart />
            <figcaption className="home-transform__tags">
              {home.chartTags.map((tag) => (
                <span key={tag.text} className="home-tag">
                  {tag.text}
                </span>
              ))}
            </figcaption>
          </figure>
          <div className="home-transform__cards">
            {home.transformCards.map((card, index) => (
              <Reveal key={card.title} index={index} as="article" className="card home-card home-card--row">
                {/* 01 to 06 (the document holds at most six), drawn as "0" then the number as ever: one text would kern apart. */}
                <span className="home-card__number" aria-hidden="true">
                  0{index + 1}
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
            <span className="home-tag home-tag--warm">{home.whatWeDoKicker}</span>
            <h3 className="home-whatwedo__title">{home.whatWeDoTitle}</h3>
            <p>{home.whatWeDoLead}</p>
          </div>
          <ul className="home-whatwedo__list">
            {home.whatWeDoPoints.map((point) => (
              <li key={point.text}>
                <Check size={20} aria-hidden="true" />
                {point.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
