import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { IsometricStack } from '../illustrations';
import { IconCards } from './icon-card';
import './home-cards.css';
import './feature-section.css';

/** How we build: the isometric drawing beside three compact cards. */
export function FeatureSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section" aria-labelledby="home-feature-title">
      <div className="container split home-feature">
        <div className="home-feature__art">
          <IsometricStack />
        </div>
        <div>
          <SectionHeading kicker={home.featureKicker} title={home.featureTitle} id="home-feature-title" />
          <div className="home-feature__cards">
            <IconCards cards={home.featureCards} as="article" className="card home-card home-card--compact" />
          </div>
        </div>
      </div>
    </section>
  );
}
