import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, within } from '@testing-library/react';
import { ClientAccordion } from './client-accordion';
import { GrowthGraph, mobileQuery } from './growth-graph';
import { clientYearsOf, growthOf } from './stories-document';
import { renderStoriesAt, seededStories as stories } from './stories-test-support';
const clientYears = clientYearsOf(stories);
const growthSeries = growthOf(stories);
const { highlights, metrics } = stories;

const trigger = (year: number) => screen.getByRole('button', { name: new RegExp(`^${year}\\b`) });

describe('ClientAccordion', () => {
  it('lists the years 2022, 2021, 2020, 2019 and starts with 2022 open', () => {
    render(<ClientAccordion years={clientYears} />);
    const years = screen.getAllByRole('button').map((button) => button.textContent?.slice(0, 4));
    expect(years).toEqual(['2022', '2021', '2020', '2019']);
    expect(trigger(2022)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /2022/ })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('opening another year closes the first; clicking the open year closes it', () => {
    render(<ClientAccordion years={clientYears} />);
    fireEvent.click(trigger(2021));
    expect(trigger(2021)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(2022)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: /2021/ })).getByText('Talentgrid')).toBeVisible();

    fireEvent.click(trigger(2021));
    expect(trigger(2021)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('can start with every year closed', () => {
    render(<ClientAccordion years={clientYears} initialOpen={null} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    for (const year of [2022, 2021, 2020, 2019]) expect(trigger(year)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the seven clients won in 2022', () => {
    render(<ClientAccordion years={clientYears} />);
    expect(within(screen.getByRole('list', { name: 'Clients won in 2022' })).getAllByRole('listitem')).toHaveLength(7);
  });
});

describe('GrowthGraph', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const mockViewport = (mobile: boolean) => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: query === mobileQuery ? mobile : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  };

  it('draws the web variant on wide screens', () => {
    mockViewport(false);
    const { container } = render(<GrowthGraph data={growthSeries} />);
    expect(container.querySelector('figure')).toHaveAttribute('data-variant', 'web');
    expect(screen.getByText('New clients that year')).toBeInTheDocument();
  });

  it('draws the simplified mobile variant below 768 px', () => {
    mockViewport(true);
    const { container } = render(<GrowthGraph data={growthSeries} />);
    expect(container.querySelector('figure')).toHaveAttribute('data-variant', 'mobile');
    expect(screen.getByText('+7 new that year')).toBeInTheDocument();
  });

  it('keeps the figures readable as a table', () => {
    mockViewport(false);
    render(<GrowthGraph data={growthSeries} />);
    expect(screen.getByRole('table', { name: 'Clients per year' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(growthSeries.length + 1);
  });
});

describe('SuccessStoriesPage tech parameter', () => {
  const renderAt = renderStoriesAt;

  it('shows the page without a tech', async () => {
    await renderAt('/success-stories');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Four years of clients who grew with us');
    expect(screen.queryByText('Sorry! Page Not Found')).not.toBeInTheDocument();
  });

  it('highlights a valid studio tech', async () => {
    await renderAt('/success-stories/react-dev');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results our React teams helped deliver');
  });

  it('shows Sorry! Page Not Found for an unknown tech', async () => {
    await renderAt('/success-stories/nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry! Page Not Found');
    expect(screen.queryByRole('button', { name: /^2022/ })).not.toBeInTheDocument();
  });

  it('validates the tech of the query string too', async () => {
    await renderAt('/success-stories?tech=nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry! Page Not Found');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('highlights a valid tech given in the query string', async () => {
    await renderAt('/success-stories?tech=react-dev');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results our React teams helped deliver');
  });

  it('shows four highlight cards and eight metric cards with the spec claims', async () => {
    await renderAt('/success-stories');
    expect(highlights).toHaveLength(4);
    expect(metrics).toHaveLength(8);
    for (const value of ['400+', '10+', '4+', '9 of 10', '92%', '95%', '90%', '65%', '28%']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('New clients in 2022')).toBeInTheDocument();
  });
});
