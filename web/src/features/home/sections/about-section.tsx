import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { splitAt225 } from '../home-logic';
import { desktopQuery, useMediaQuery } from '../use-media-query';
import { VideoCarousel } from '../video-carousel';
import './about-section.css';

/** About Us: the text in two paragraphs on desktop (spec §9), beside the video carousel. */
export function AboutSection({ home }: { home: HomeDocument }) {
  const desktop = useMediaQuery(desktopQuery);
  const paragraphs = desktop ? splitAt225(home.aboutText) : [home.aboutText];
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container home-about">
        <div className="home-about__copy">
          <SectionHeading kicker={home.aboutKicker} title={home.aboutTitle} id="home-about-title" />
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="home-about__text">
              {paragraph.trim()}
            </p>
          ))}
          <Link className="btn btn--primary home-about__more" to="/about">
            Know More
          </Link>
        </div>
        <VideoCarousel items={home.videos} />
      </div>
    </section>
  );
}
