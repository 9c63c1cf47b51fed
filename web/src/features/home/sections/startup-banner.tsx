import { Link } from 'react-router';
import './startup-banner.css';

/** The accent band for startups, with its call to plan an MVP. */
export function StartupBanner() {
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="container spread">
        <div>
          <h2 id="home-banner-title">Empowering startups to build what is next</h2>
          <p>Seed to Series C: product, engineering and cloud expertise that grows with your company, not your invoice.</p>
        </div>
        <Link className="btn btn--light" to="/contact">
          Plan your MVP with us
        </Link>
      </div>
    </section>
  );
}
