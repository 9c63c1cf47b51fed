import { useContext } from 'react';
import type { HomePage as HomeDocument } from '@contract/entities';
import { PageDataContext } from '../../lib/page-data';
import { homeKey } from './home-keys';
import { ExpertiseSection } from './sections/expertise-section';
import { TransformSection } from './sections/transform-section';
import { FeatureSection } from './sections/feature-section';
import { ProcessSection } from './sections/process-section';
import { StartupBanner } from './sections/startup-banner';
import { AreasSection } from './sections/areas-section';
import { CaseStudiesSection } from './sections/case-studies-section';
import { TestimonialsSection } from './sections/testimonials-section';
import { AboutSection } from './sections/about-section';
import { NewsAwardsSection } from './sections/news-awards-section';
import { WhyUsSection } from './sections/why-us-section';
import { VenturesSection } from './sections/ventures-section';

/**
 * The home sections below the first screen, in the spec's order: one chunk,
 * hydrated as they near the viewport. The home page renders them once its
 * document is in the page data.
 */
export function BelowFold() {
  const home = useContext(PageDataContext)[homeKey] as HomeDocument | undefined;
  if (!home) return null;
  return (
    <>
      <ExpertiseSection home={home} />
      <TransformSection home={home} />
      <FeatureSection home={home} />
      <ProcessSection home={home} />
      <StartupBanner home={home} />
      <AreasSection home={home} />
      <CaseStudiesSection kicker={home.casesKicker} title={home.casesTitle} />
      <TestimonialsSection kicker={home.testimonialsKicker} title={home.testimonialsTitle} />
      <AboutSection home={home} />
      <NewsAwardsSection home={home} />
      <WhyUsSection home={home} />
      <VenturesSection home={home} />
    </>
  );
}
