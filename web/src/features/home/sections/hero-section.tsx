import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { site } from '../../../config/site';
import { NetworkMesh } from '../network-mesh';
import { reducedMotionQuery, useMediaQuery } from '../use-media-query';
import './hero-section.css';

/** Id of the Transform section, the target of Start Your Transformation. */
export const transformSectionId = 'transform';

/** The ink hero: the one h1, the generative AI note and Start Your Transformation, which scrolls to the Transform section. */
export function HeroSection() {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const startTransformation = () =>
    document.getElementById(transformSectionId)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  return (
    <section className="home-hero section--ink" aria-labelledby="home-title">
      <div className="container split home-hero__grid">
        <div className="home-hero__copy">
          <span className="home-hero__badge">
            <Sparkles size={16} aria-hidden="true" /> Generative AI solutions
          </span>
          <h1 id="home-title" className="home-hero__title">
            Empowering your business with cutting-edge technology
          </h1>
          <p className="home-hero__lead">
            {site.name} designs, builds and runs the software behind ambitious companies: cloud platforms, data products and enterprise
            systems, delivered by 400+ engineers.
          </p>
          <div className="home-hero__genai">
            <h2 className="home-hero__subtitle">Generative AI that reaches production</h2>
            <p>
              We take language models out of the demo and into your workflows: grounded in your data, secured, monitored and priced per
              outcome you can measure.
            </p>
          </div>
          <div className="home-hero__actions">
            <button type="button" className="btn btn--primary home-hero__cta" onClick={startTransformation}>
              Start Your Transformation <ArrowRight size={18} aria-hidden="true" />
            </button>
            <Link className="btn btn--ghost home-hero__contact" to="/contact">
              Talk to an expert
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
