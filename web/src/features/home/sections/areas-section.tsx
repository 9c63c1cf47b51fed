import { Link } from 'react-router';
import { Reveal } from '../../../components/reveal';
import { SectionHeading } from '../../../components/section-heading';
import { expertiseAreas } from '../home-data';
import './areas-section.css';

/** Our expertise: the sixteen practices and Get Started now. */
export function AreasSection() {
  return (
    <section className="section" aria-labelledby="home-areas-title">
      <div className="container">
        <div className="home-areas__head">
          <SectionHeading kicker="Our expertise" title="Sixteen practices, one accountable team" id="home-areas-title">
            Pick the skills you need. We assemble the team and have candidates ready within 3 days.
          </SectionHeading>
          <Link className="btn btn--primary" to="/hiring">
            Get Started now
          </Link>
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
