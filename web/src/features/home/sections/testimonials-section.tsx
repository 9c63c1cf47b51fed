import type { Testimonial } from '@contract/entities';
import { routes } from '@contract/routes';
import { SectionHeading } from '../../../components/section-heading';
import { fetchData } from '../../../lib/api';
import { useApiData } from '../../../lib/use-api-data';
import { TestimonialCarousel } from '../testimonial-carousel';

/**
 * What our clients say: the testimonial carousel on ink, from the published
 * testimonials the page was prerendered with (the marketing team edits them in
 * the back office). With none published, the section is not shown. `items`
 * shows given ones instead (the admin's preview).
 */
export function TestimonialsSection({ items }: { items?: Testimonial[] }) {
  return items ? <Voices items={items} /> : <PublishedVoices />;
}

function PublishedVoices() {
  const { data } = useApiData(routes.getAllTestimonials.path, () => fetchData(routes.getAllTestimonials));
  return data && data.length > 0 ? <Voices items={data} /> : null;
}

function Voices({ items }: { items: Testimonial[] }) {
  return (
    <section className="section section--ink home-voices" aria-labelledby="home-voices-title">
      <div className="container">
        <SectionHeading kicker="Testimonials" title="What our clients say" id="home-voices-title" center />
        <TestimonialCarousel items={items} />
      </div>
    </section>
  );
}
