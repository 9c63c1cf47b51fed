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

/** The home sections below the first screen, in the spec's order: one chunk, hydrated as they near the viewport. */
export function BelowFold() {
  return (
    <>
      <ExpertiseSection />
      <TransformSection />
      <FeatureSection />
      <ProcessSection />
      <StartupBanner />
      <AreasSection />
      <CaseStudiesSection />
      <TestimonialsSection />
      <AboutSection />
      <NewsAwardsSection />
      <WhyUsSection />
      <VenturesSection />
    </>
  );
}
