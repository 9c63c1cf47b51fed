import { useContext, useEffect, useState } from 'react';
import type { Testimonial } from '@contract/entities';
import { SectionHeading } from '../../../components/section-heading';
import { PageDataContext } from '../../../lib/page-data';
import { testimonialsKey } from '../testimonials-key';
import { TestimonialCarousel } from '../testimonial-carousel';

/**
 * What our clients say: the testimonial carousel on ink, from the published
 * testimonials (the marketing team edits them in the back office). With none
 * published, the section is not shown. The page is prerendered with the list
 * embedded, so a visitor who lands on it fetches nothing; one who arrives from
 * another page of the app has that page's data instead, and the list is
 * fetched once.
 */
export function TestimonialsSection() {
  const embedded = useContext(PageDataContext)[testimonialsKey] as Testimonial[] | undefined;
  const [fetched, setFetched] = useState<Testimonial[]>();
  useEffect(() => {
    if (embedded) return;
    let current = true;
    fetch(testimonialsKey)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: unknown } | null) => {
        if (current && Array.isArray(body?.data)) setFetched(body.data as Testimonial[]);
      })
      // Without its data the section stays out, as with none published: the rest of the page is whole.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [embedded]);
  const list = embedded ?? fetched;
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
