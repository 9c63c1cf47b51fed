import { SectionHeading } from '../../../components/section-heading';
import { featureCards } from '../home-data';
import { IsometricStack } from '../illustrations';
import { IconCards } from './icon-card';
import './home-cards.css';
import './feature-section.css';

/** How we build: the isometric drawing beside three compact cards. */
export function FeatureSection() {
  return (
    <section className="section" aria-labelledby="home-feature-title">
      <div className="container split home-feature">
        <div className="home-feature__art">
          <IsometricStack />
        </div>
        <div>
          <SectionHeading kicker="How we build" title="Foundations that hold up for a decade" id="home-feature-title" />
          <div className="home-feature__cards">
            <IconCards cards={featureCards} as="article" className="card home-card home-card--compact" />
          </div>
        </div>
      </div>
    </section>
  );
}
