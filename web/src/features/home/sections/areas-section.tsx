import { Reveal } from '../../../components/reveal';
import { expertiseAreas } from '../home-data';
import { SectionIntro } from './section-intro';
import './areas-section.css';

/** Our expertise: the sixteen practices and Get Started now. */
export function AreasSection() {
  return (
    <section className="section" aria-labelledby="home-areas-title">
      <div className="container">
        <div className="home-areas__head">
          <SectionIntro
            kicker="Our expertise"
            title="Sixteen practices, one accountable team"
            id="home-areas-title"
            action={{ to: '/hiring', label: 'Get Started now', tone: 'primary' }}
          >
            Pick the skills you need. We assemble the team and have candidates ready within 3 days.
          </SectionIntro>
        </div>
        <ul className="tile-grid home-areas">
          {expertiseAreas.map((area, index) => (
            <Reveal key={area.id} index={index % 4} as="li" className="home-area">
              <span className="home-area__icon">
                <area.icon size={24} aria-hidden="true" />
              </span>
              <h3 className="home-area__title">{area.title}</h3>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
