import { SectionHeading } from '../../../components/section-heading';
import { expertiseCards } from '../home-data';
import { IconCards } from './icon-card';

/** Expertise and innovation: three cards. */
export function ExpertiseSection() {
  return (
    <section className="section" aria-labelledby="home-expertise-title">
      <div className="container">
        <SectionHeading kicker="Expertise & innovation" title="Deep engineering, with a bias for what comes next" id="home-expertise-title">
          Clients come to us for a skill they cannot hire fast enough. They stay because we keep bringing them ideas.
        </SectionHeading>
        <div className="grid grid--3">
          <IconCards cards={expertiseCards} as="article" className="card home-card" />
        </div>
      </div>
    </section>
  );
}
