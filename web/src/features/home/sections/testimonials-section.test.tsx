import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Testimonial } from '@contract/entities';
import { routes } from '@contract/routes';
import { PageDataContext } from '../../../lib/page-data';
import { dataNeeds } from '../../../server/data-needs';
import { caseStudiesKey, homeKey, testimonialsKey } from '../home-keys';
import { TestimonialsSection } from './testimonials-section';

const item = (name: string, order: string): Testimonial => ({
  _id: `00000000-0000-4000-8000-0000000000${order.padStart(2, '0')}`,
  quote: `${name}'s words.`,
  name,
  position: 'CIO',
  order,
  added_date: '2026-11-20T10:00:00.000Z',
});

/** The section's heading, as the home document words it. */
const heading = { kicker: 'Testimonials', title: 'What our clients say' };

const names = () => [...document.querySelectorAll('.home-testimonial__name')].map((node) => node.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('TestimonialsSection', () => {
  it('reads the document and lists the home page is prerendered with, under their routes’ own keys', () => {
    expect(homeKey).toBe(routes.getHomePage.path);
    expect(testimonialsKey).toBe(routes.getAllTestimonials.path);
    expect(caseStudiesKey).toBe(routes.getAllCaseStudies.path);
    expect(dataNeeds('/')).toEqual([
      { route: 'getHomePage' },
      { route: 'getAllTestimonials' },
      { route: 'getAllCaseStudies' },
      { route: 'getAllServices' },
    ]);
  });

  it('shows the embedded testimonials in the order they came, fetching nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <PageDataContext value={{ [testimonialsKey]: [item('Maria Delgado', '1'), item('Arjun Mehta', '2')] }}>
        <TestimonialsSection {...heading} />
      </PageDataContext>,
    );
    expect(screen.getByRole('heading', { name: 'What our clients say' })).toBeInTheDocument();
    expect(names()).toEqual(['Maria Delgado', 'Arjun Mehta']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not shown when none is published', () => {
    render(
      <PageDataContext value={{ [testimonialsKey]: [] }}>
        <TestimonialsSection {...heading} />
      </PageDataContext>,
    );
    expect(document.querySelector('.home-voices')).toBeNull();
  });

  it('fetches the list once when the page was reached from another one, and stays out if that fails', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ack: 1, data: [item('Daniel Whitfield', '3')] })));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(<TestimonialsSection {...heading} />);
    await waitFor(() => expect(names()).toEqual(['Daniel Whitfield']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(testimonialsKey);
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    render(<TestimonialsSection {...heading} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(document.querySelector('.home-voices')).toBeNull();
  });
});
