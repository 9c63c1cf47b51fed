import { SectionHeading } from '../../../components/section-heading';
import { whyUsPoints } from '../home-data';
import { IconCards } from './icon-card';
import './why-us-section.css';

/** Why us: four reasons. */
export function WhyUsSection() {
  return (
    <section className="section" aria-labelledby="home-why-title">
      <div className="container">
        <SectionHeading kicker="Why us" title="Four reasons clients renew with us" id="home-why-title" center />
        <ul className="tile-grid">
          <IconCards cards={whyUsPoints} as="li" className="home-why__item" />
        </ul>
      </div>
    </section>
  );
}
