import { useRef, useState, type PointerEvent } from 'react';
import { Quote } from 'lucide-react';
import { nextIndex, slotOf } from './home-logic';
import type { Testimonial } from '@contract/entities';
import './testimonial-carousel.css';

/** The active testimonial and the pointer handlers that move it (spec §4: drag over 50 px, wrapping). */
export function useTestimonialCarousel(count: number, start = 0) {
  const [active, setActive] = useState(start);
  const [dragX, setDragX] = useState(0);
  const startX = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (startX.current !== null) setDragX(event.clientX - startX.current);
  };
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    startX.current = null;
    setDragX(0);
    setActive((current) => nextIndex(current, delta, count));
  };
  const onPointerCancel = () => {
    startX.current = null;
    setDragX(0);
  };
  return { active, setActive, dragX, handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel } };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const { active, setActive, dragX, handlers } = useTestimonialCarousel(items.length);
  return (
    <section className="home-testimonials" aria-roledescription="carousel" aria-label="Customer testimonials">
      <div
        className={`home-testimonials__stage ${dragX ? 'home-testimonials__stage--dragging' : ''}`}
        {...handlers}
        data-testid="testimonial-stage"
      >
        {items.map((item, index) => {
          const slot = slotOf(index, active, items.length);
          const offset = slot === 'active' ? dragX : 0;
          return (
            <figure
              key={item._id}
              className={`home-testimonial home-testimonial--${slot}`}
              style={offset ? { translate: `${offset}px 0` } : undefined}
              aria-hidden={slot === 'active' ? undefined : true}
              data-slot={slot}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              <Quote className="home-testimonial__mark" size={32} aria-hidden="true" />
              <blockquote className="home-testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="home-testimonial__person">
                {item.photo ? (
                  <img className="disc" src={item.photo} width="56" height="56" alt={item.imageAlt ?? ''} />
                ) : (
                  <span className="disc" aria-hidden="true">
                    {initials(item.name)}
                  </span>
                )}
                <span>
                  <strong className="home-testimonial__name">{item.name}</strong>
                  <span className="home-testimonial__position">{item.position}</span>
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className="home-testimonials__dots">
        {items.map((item, index) => (
          <button
            key={item._id}
            type="button"
            className="home-testimonials__dot"
            aria-label={`Show testimonial ${index + 1} of ${items.length}, ${item.name}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
