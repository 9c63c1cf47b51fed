import { useContext } from 'react';
import type { HomePage as HomeDocument } from '@contract/entities';
import { usePageMeta } from '../../components/page-meta';
import { organization } from '../../lib/structured-data/organization';
import { PageDataContext } from '../../lib/page-data';
import { site } from '../../config/site';
import { HeroSection } from './sections/hero-section';
import { StatsSection } from './sections/stats-section';
import { TechTicker } from './tech-ticker';
import { homeKey } from './home-keys';
import { isDocument, useHomeData } from './use-home-data';
import { deferredComponent, DeferredRegion } from '../../components/deferred-hydration';

// Everything under the first screen: its code waits until it nears the viewport (the prerendered markup shows meanwhile).
// .then rather than `(await import()).X`, which the bundler wraps in a helper (home's JS budget).
const BelowFold = deferredComponent('home-below-fold', () => import('./below-fold').then((module) => module.BelowFold));

/**
 * The home page, from the one document the marketing team edits (getHomePage),
 * prerendered with it. Reached from another page, it keeps the hero's space
 * while the document is fetched.
 */
export function HomePage() {
  const home = useHomeData<HomeDocument>(homeKey, isDocument);
  if (!home) {
    return <section className="home-hero section--ink home-hero--waiting" aria-busy="true" />;
  }
  return <LoadedHome home={home} />;
}

function LoadedHome({ home }: { home: HomeDocument }) {
  usePageMeta(home.metaTitle, `${site.name}: ${home.metaDescription}`, {
    jsonLd: (origin) => [organization(origin)],
  });
  return <HomeView home={home} />;
}

/** The page's sections in the spec's order: the public page, and the admin's preview of it. */
export function HomeView({ home }: { home: HomeDocument }) {
  // The sections below the fold read the document from the page data: a fetched one (or a preview's) is put there. An
  // embedded one leaves the context as it is, so nothing reaches the region while it waits to hydrate.
  const pageData = useContext(PageDataContext);
  const withHome = pageData[homeKey] === home ? pageData : { ...pageData, [homeKey]: home };
  return (
    <div className="home">
      <HeroSection home={home} />
      <StatsSection stats={home.stats} />
      <TechTicker title={home.tickerTitle} />
      <PageDataContext value={withHome}>
        <DeferredRegion id="home-below-fold" component={BelowFold} />
      </PageDataContext>
    </div>
  );
}
