import { Link } from 'react-router';
import type { HomePage as HomeDocument } from '@contract/entities';
import { ArrowRight, Sparkles } from 'lucide-react';
import { site } from '../../../config/site';
import { NetworkMesh } from '../network-mesh';
import { reducedMotionQuery, useMediaQuery } from '../use-media-query';
import './hero-section.css';

/** Id of the Transform section, the target of Start Your Transformation. */
export const transformSectionId = 'transform';

/** The ink hero: the one h1 (after the company's name, its lead is the document's), the generative AI note and Start Your Transformation, which scrolls to the Transform section. */
export function HeroSection({ home }: { home: HomeDocument }) {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const startTransformation = () =>
    document.getElementById(transformSectionId)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  return (
    <section className="home-hero section--ink" aria-labelledby="home-title">
      <div className="container split home-hero__grid">
        <div className="home-hero__copy">
          <span className="home-hero__badge">
            <Sparkles size={16} aria-hidden="true" /> {home.heroBadge}
          </span>
          <h1 id="home-title" className="home-hero__title">
            {home.heroTitle}
          </h1>
          <p className="home-hero__lead">
            {site.name} {home.heroLead}
          </p>
          <div className="home-hero__genai">
            <h2 className="home-hero__subtitle">{home.genAiTitle}</h2>
            <p>{home.genAiText}</p>
          </div>
          <div className="home-hero__actions">
            <button type="button" className="btn btn--primary home-hero__cta" onClick={startTransformation}>
              Start Your Transformation <ArrowRight size={18} aria-hidden="true" />
            </button>
            <Link className="btn btn--ghost home-hero__contact" to="/contact">
              {home.heroContact}
            </Link>
          </div>
        </div>
        <div className="home-hero__art">
          <NetworkMesh />
        </div>
      </div>
    </section>
  );
}
