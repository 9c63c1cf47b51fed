import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Testimonial } from '@contract/entities';
import { seedHome } from '../../../../infra/local/seed/home';
import { TestimonialCarousel } from './testimonial-carousel';
import { VideoCarousel, VideoFacade } from './video-carousel';

function activeName(): string | null {
  const card = document.querySelector('[data-slot="active"]');
  return card?.querySelector('.home-testimonial__name')?.textContent ?? null;
}

function drag(stage: HTMLElement, from: number, to: number) {
  fireEvent.pointerDown(stage, { clientX: from, pointerId: 1, pointerType: 'mouse', button: 0 });
  fireEvent.pointerMove(stage, { clientX: to, pointerId: 1, pointerType: 'mouse' });
  fireEvent.pointerUp(stage, { clientX: to, pointerId: 1, pointerType: 'mouse' });
}

/** Three published testimonials as getAllTestimonials answers them (the carousel's data lives in the table now). */
const testimonials: Testimonial[] = ['Maria Delgado', 'Arjun Mehta', 'Daniel Whitfield'].map((name, index) => ({
  _id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  quote: `Quote of ${name}.`,
  name,
  position: 'CIO',
  order: String(index + 1),
  added_date: '2026-11-20T10:00:00.000Z',
}));

describe('TestimonialCarousel', () => {
  it('shows a photo with its alt text, and initials without one', () => {
    const [first, second] = testimonials;
    render(<TestimonialCarousel items={[{ ...first!, photo: '/media/testimonials/a.png', imageAlt: 'Maria smiling' }, second!]} />);
    expect(screen.getByRole('img', { name: 'Maria smiling' })).toHaveAttribute('src', '/media/testimonials/a.png');
    expect(document.querySelectorAll('.disc')[1]).toHaveTextContent('AM');
  });

  it('centres the first card with the next on the right and the previous on the left', () => {
    render(<TestimonialCarousel items={testimonials} />);
    const slots = [...document.querySelectorAll('[data-slot]')].map((card) => card.getAttribute('data-slot'));
    expect(slots).toEqual(['active', 'next', 'prev']);
  });

  it('does nothing on a 50 px drag and moves on 51 px, wrapping both ways', () => {
    render(<TestimonialCarousel items={testimonials} />);
    const stage = screen.getByTestId('testimonial-stage');
    drag(stage, 300, 250);
    expect(activeName()).toBe(testimonials[0]!.name);
    drag(stage, 300, 350);
    expect(activeName()).toBe(testimonials[0]!.name);
    drag(stage, 300, 249); // left: next
    expect(activeName()).toBe(testimonials[1]!.name);
    drag(stage, 300, 351); // right: previous
    expect(activeName()).toBe(testimonials[0]!.name);
    drag(stage, 300, 400); // right from the first wraps to the last
    expect(activeName()).toBe(testimonials[2]!.name);
    drag(stage, 400, 300); // left from the last wraps to the first
    expect(activeName()).toBe(testimonials[0]!.name);
  });

  it('jumps to a card from its dot and marks that dot current', () => {
    render(<TestimonialCarousel items={testimonials} />);
    const dots = screen.getAllByRole('button', { name: /Show testimonial/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]!);
    expect(activeName()).toBe(testimonials[2]!.name);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });
});

describe('VideoCarousel', () => {
  const activeBar = () => screen.getAllByTestId('video-bar').findIndex((bar) => bar.getAttribute('data-active') === 'true');
  const shownTitle = () => screen.getByRole('button', { name: /^Play video:/ }).getAttribute('aria-label');

  it('starts on the second video and wraps both ways', () => {
    render(<VideoCarousel items={seedHome.videos} />);
    expect(activeBar()).toBe(1);
    expect(shownTitle()).toBe(`Play video: ${seedHome.videos[1]!.title}`);
    const previous = screen.getByRole('button', { name: 'Previous video' });
    const next = screen.getByRole('button', { name: 'Next video' });
    fireEvent.click(previous);
    expect(activeBar()).toBe(0);
    fireEvent.click(previous); // the first wraps to the last
    expect(activeBar()).toBe(2);
    expect(shownTitle()).toBe(`Play video: ${seedHome.videos[2]!.title}`);
    fireEvent.click(next); // the last wraps to the first
    expect(activeBar()).toBe(0);
    fireEvent.click(next);
    expect(activeBar()).toBe(1);
    expect(screen.getByText('Video 2 of 3')).toBeInTheDocument();
  });
});

describe('VideoFacade', () => {
  it('renders no iframe and no image from the video host until clicked', () => {
    const video = seedHome.videos[0]!;
    const { container } = render(<VideoFacade video={video} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube/);
    expect(within(container).getByText(video.title)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `Play video: ${video.title}` }));
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    // biome-ignore lint/correctness/noPlaywrightMissingAwait: jest-dom's synchronous matcher under Vitest, not Playwright's async one
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`);
    // biome-ignore lint/correctness/noPlaywrightMissingAwait: jest-dom's synchronous matcher under Vitest, not Playwright's async one
    expect(frame).toHaveAttribute('title', video.title);
  });
});
