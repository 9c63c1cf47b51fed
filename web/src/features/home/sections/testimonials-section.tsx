import type { Testimonial } from '@contract/entities';
import { SectionHeading } from '../../../components/section-heading';
import { testimonialsKey } from '../home-keys';
import { TestimonialCarousel } from '../testimonial-carousel';
import { useHomeList } from '../use-home-list';

/**
 * What our clients say: the testimonial carousel on ink, from the published
 * testimonials (the marketing team edits them in the back office). With none
 * published, the section is not shown.
 */
export function TestimonialsSection() {
  const list = useHomeList<Testimonial>(testimonialsKey);
  return list && list.length > 0 ? <Voices items={list} /> : null;
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
