import { usePageMeta } from '../../components/page-meta';
import { organization } from '../../lib/structured-data/organization';
import { site } from '../../config/site';
import { HeroSection } from './sections/hero-section';
import { StatsSection } from './sections/stats-section';
import { TechTicker } from './tech-ticker';
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
    </div>
  );
}
