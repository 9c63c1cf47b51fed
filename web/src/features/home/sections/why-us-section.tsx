import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, withIcons } from '../home-icons';
import { IconCards } from './icon-card';
import './why-us-section.css';

/** Why us: four reasons. */
export function WhyUsSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section" aria-labelledby="home-why-title">
      <div className="container">
        <SectionHeading kicker={home.whyKicker} title={home.whyTitle} id="home-why-title" center />
        <ul className="tile-grid">
          <IconCards cards={withIcons(home.whyUs, homeIcons.whyUs)} as="li" className="home-why__item" />
        </ul>
      </div>
    </section>
  );
}
