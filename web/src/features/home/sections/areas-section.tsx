import { Reveal } from '../../../components/reveal';
import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, iconAt } from '../home-icons';
import { SectionIntro } from './section-intro';
import './areas-section.css';

/** Our expertise: the sixteen practices (their titles the document's, their icons by position) and Get Started now. */
export function AreasSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section" aria-labelledby="home-areas-title">
      <div className="container">
        <div className="home-areas__head">
          <SectionIntro
            kicker={home.areasKicker}
            title={home.areasTitle}
            id="home-areas-title"
            action={{ to: '/hiring', label: 'Get Started now', tone: 'primary' }}
          >
            {home.areasLead}
          </SectionIntro>
        </div>
        <ul className="tile-grid home-areas">
          {home.areas.map((area, index) => {
            const Icon = iconAt(homeIcons.areas, index);
            return (
              <Reveal key={area.title} index={index % 4} as="li" className="home-area">
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
