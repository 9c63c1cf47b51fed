import { Link } from 'react-router';
import type { HomePage as HomeDocument } from '@contract/entities';
import './startup-banner.css';

/** The accent band for startups, with its call to plan an MVP. */
export function StartupBanner({ home }: { home: HomeDocument }) {
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="container spread">
        <div>
          <h2 id="home-banner-title">{home.bannerTitle}</h2>
          <p>{home.bannerText}</p>
        </div>
        <Link className="btn btn--light" to="/contact">
          {home.bannerButton}
        </Link>
      </div>
    </section>
  );
}
