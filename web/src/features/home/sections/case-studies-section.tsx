import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import { PageSection } from '../../../components/page-section';
import { caseStudyTeasers } from '../home-data';
import { TeaserIllustration } from '../illustrations';
import './case-studies-section.css';

/** Case-study teasers, each a link to its study. */
export function CaseStudiesSection() {
  return (
    <PageSection className="section section--muted" kicker="Case studies" title="Work that moved the numbers" id="home-cases-title">
      <ul className="tile-grid home-teasers">
        {caseStudyTeasers.map((teaser, index) => (
          <Reveal key={teaser.id} index={index} as="li" className="home-teaser">
            <Link className="lift home-teaser__link" to={teaser.route}>
              <TeaserIllustration art={teaser.image} />
              <span className="home-teaser__body">
                <span className="home-teaser__title">{teaser.title}</span>
                <span className="home-teaser__text">{teaser.text}</span>
                <span className="home-teaser__more">
                  Read the case study <ArrowRight size={16} aria-hidden="true" />
                </span>
              </span>
            </Link>
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
