import { SectionHeading } from '../../../components/section-heading';
import { testimonials } from '../home-data';
import { TestimonialCarousel } from '../testimonial-carousel';

/** What our clients say: the testimonial carousel on ink. */
export function TestimonialsSection() {
  return (
    <section className="section section--ink home-voices" aria-labelledby="home-voices-title">
      <div className="container">
        <SectionHeading kicker="Testimonials" title="What our clients say" id="home-voices-title" center />
        <TestimonialCarousel items={testimonials} />
      </div>
    </section>
  );
}
