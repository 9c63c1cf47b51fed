import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { CaseStudyTeaser } from '@contract/entities';
import { Reveal } from '../../../components/reveal';
import { PageSection } from '../../../components/page-section';
import { caseStudiesKey } from '../home-keys';
import { TeaserIllustration } from '../illustrations';
import { useHomeList } from '../use-home-data';
import './case-studies-section.css';

/**
 * Case-study teasers, each a link to its study, in the team's order; with none
 * published, the section is not shown. A teaser shows its study's chosen
 * drawing: an uploaded image would bring the picture code into the home
 * page's first-load JavaScript, which has no room for it.
 */
export function CaseStudiesSection({ kicker, title }: { kicker: string; title: string }) {
  const teasers = useHomeList<CaseStudyTeaser>(caseStudiesKey);
  if (!teasers || teasers.length === 0) return null;
  return (
    <PageSection className="section section--muted" kicker={kicker} title={title} id="home-cases-title">
      <ul className="tile-grid home-teasers">
        {teasers.map((teaser, index) => (
          <Reveal key={teaser._id} index={index} as="li" className="home-teaser">
            <Link className="lift home-teaser__link" to={`/case-studies/${teaser.slug}`}>
              <TeaserIllustration art={teaser.art} />
              <span className="home-teaser__body">
                <span className="home-teaser__title">{teaser.teaserTitle}</span>
                <span className="home-teaser__text">{teaser.teaserText}</span>
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
