import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, withIcons } from '../home-icons';
import { IconCards } from './icon-card';

/** Expertise and innovation: three cards. */
export function ExpertiseSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section" aria-labelledby="home-expertise-title">
      <div className="container">
        <SectionHeading kicker={home.expertiseKicker} title={home.expertiseTitle} id="home-expertise-title">
          {home.expertiseLead}
        </SectionHeading>
        <div className="grid grid--3">
          <IconCards cards={withIcons(home.expertiseCards, homeIcons.expertise)} as="article" className="card home-card" />
        </div>
      </div>
    </section>
  );
}
