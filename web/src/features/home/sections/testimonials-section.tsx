import type { Testimonial } from '@contract/entities';
import { SectionHeading } from '../../../components/section-heading';
import { testimonialsKey } from '../home-keys';
import { TestimonialCarousel } from '../testimonial-carousel';
import { useHomeList } from '../use-home-data';

/**
 * What our clients say: the testimonial carousel on ink, from the published
 * testimonials (the marketing team edits them in the back office). With none
 * published, the section is not shown.
 */
export function TestimonialsSection({ kicker, title }: { kicker: string; title: string }) {
  const list = useHomeList<Testimonial>(testimonialsKey);
  return list && list.length > 0 ? <Voices items={list} kicker={kicker} title={title} /> : null;
}

function Voices({ items, kicker, title }: { items: Testimonial[]; kicker: string; title: string }) {
  return (
    <section className="section section--ink home-voices" aria-labelledby="home-voices-title">
      <div className="container">
        <SectionHeading kicker={kicker} title={title} id="home-voices-title" center />
        <TestimonialCarousel items={items} />
      </div>
    </section>
  );
}
