import { usePageMeta } from '../../components/page-meta';
import { organization } from '../../lib/structured-data/organization';
import { site } from '../../config/site';
import { HeroSection } from './sections/hero-section';
import { StatsSection } from './sections/stats-section';
import { TechTicker } from './tech-ticker';
import { deferredComponent, DeferredRegion } from '../../components/deferred-hydration';

// Everything under the first screen: its code waits until it nears the viewport (the prerendered markup shows meanwhile).
// .then rather than `(await import()).X`, which the bundler wraps in a helper (home's JS budget).
const BelowFold = deferredComponent('home-below-fold', () => import('./below-fold').then((module) => module.BelowFold));

/** The home page: its sections in the spec's order, each with its own file and stylesheet. */
export function HomePage() {
  usePageMeta(
    'Enterprise software, cloud and generative AI services',
    `${site.name}: 400+ engineers building generative AI, cloud, data and enterprise software for clients in 20 countries, with 1000+ projects delivered.`,
    { jsonLd: (origin) => [organization(origin)] },
  );
  return (
    <div className="home">
      <HeroSection />
      <StatsSection />
      <TechTicker />
      <DeferredRegion id="home-below-fold" component={BelowFold} />
    </div>
  );
}
