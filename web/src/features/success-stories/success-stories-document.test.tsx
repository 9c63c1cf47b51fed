import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedSuccessStories } from '../../../../infra/local/seed/success-stories';
import { site } from '../../config/site';
import { axisFor, tickLabel } from './graph-axis';
import { GrowthGraph } from './growth-graph';
import { renderStoriesAt, seededStories } from './stories-test-support';

const stories = seededStories;
const renderAt = renderStoriesAt;

afterEach(cleanup);

describe('the success-stories page from its document', () => {
  it('shows every section of the seeded document: banner, headings, leads, years, cards and the meta description', async () => {
    await renderAt('/success-stories');
    expect(screen.getByRole('heading', { level: 1, name: seedSuccessStories.bannerTitle })).toBeInTheDocument();
    expect(screen.getByText(seedSuccessStories.bannerKicker)).toBeInTheDocument();
    expect(screen.getByText(seedSuccessStories.bannerLead)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      seedSuccessStories.clientsTitle,
      seedSuccessStories.growthTitle,
      seedSuccessStories.highlightsTitle,
      seedSuccessStories.metricsTitle,
    ]);
    for (const text of [
      seedSuccessStories.clientsKicker,
      seedSuccessStories.clientsLead,
      seedSuccessStories.growthKicker,
      seedSuccessStories.growthLead,
      seedSuccessStories.highlightsKicker,
      seedSuccessStories.metricsKicker,
      seedSuccessStories.clientYears[0]!.summary,
    ]) {
      expect(screen.getByText(text), text).toBeInTheDocument();
    }
    const years = screen.getAllByRole('button', { name: /^\d{4}\b/ }).map((button) => button.textContent?.slice(0, 4));
    expect(years).toEqual(['2022', '2021', '2020', '2019']);
    expect(within(screen.getByRole('list', { name: 'Clients won in 2022' })).getAllByRole('listitem')).toHaveLength(7);
    for (const { value, label, detail } of [...seedSuccessStories.highlights, ...seedSuccessStories.metrics]) {
      expect(screen.getAllByText(value).length, value).toBeGreaterThan(0);
      expect(screen.getByText(label), label).toBeInTheDocument();
      expect(screen.getByText(detail), detail).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(seedSuccessStories.growth.length + 1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `How ${site.name} helped healthcare, cybersecurity and enterprise clients grow from 2019 to 2022: clients by year, growth and delivery metrics.`,
    );
  });

  it('words a tech page’s banner from the document, the service’s name set apart', async () => {
    await renderAt('/success-stories/react-dev', { ...stories, serviceTitle: 'What {service} teams in {group} delivered' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('What React teams in Web Development delivered');
    expect(title.querySelector('.ss-banner__service')).toHaveTextContent(/^React$/);
    expect(screen.getByText('Success stories · Web Development')).toBeInTheDocument();
    expect(screen.getByText(/^Our React engineers work inside the same delivery model/)).toBeInTheDocument();
  });

  it('shows a changed figure, a new year and its clients as the document has them, years newest first', async () => {
    await renderAt('/success-stories', {
      ...stories,
      metrics: [{ ...stories.metrics[0]!, value: '93%' }, ...stories.metrics.slice(1)],
      clientYears: [...stories.clientYears, { year: 2023, summary: 'A strong start.' }],
      clients: [...stories.clients, { ...stories.clients[0]!, year: 2023, name: 'Northwind' }],
    });
    expect(screen.getByText('93%')).toBeInTheDocument();
    expect(screen.queryByText('92%')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^\d{4}\b/ })[0]).toHaveTextContent(/^2023 1 new client\b/);
    expect(screen.getByText('Northwind')).toBeInTheDocument();
  });
});

describe('the growth graph for any series', () => {
  it('keeps the axis 0 to 30 for the seeded figures, and round for bigger ones', () => {
    expect(axisFor([6, 12, 27])).toEqual({ max: 30, ticks: [0, 10, 20, 30] });
    expect(axisFor([0])).toEqual({ max: 1, ticks: [0, 1] });
    expect(axisFor([31])).toEqual({ max: 40, ticks: [0, 20, 40] });
    expect(axisFor([1800])).toEqual({ max: 2000, ticks: [0, 1000, 2000] });
    expect(axisFor([1_234_567]).ticks.map(tickLabel)).toEqual(['0', '500K', '1M', '1.5M']);
  });

  it('draws one year, and twelve years of bigger numbers, with every year in its table', () => {
    const { container, unmount } = render(<GrowthGraph data={[{ year: 2024, newClients: 3, activeClients: 3 }]} />);
    expect(container.querySelectorAll('.ss-graph__bar')).toHaveLength(1);
    expect(screen.getByText('Active client accounts grew from 3 in 2024 to 3 in 2024.')).toBeInTheDocument();
    unmount();
    const many = Array.from({ length: 12 }, (_, index) => ({
      year: 2013 + index,
      newClients: 40 * index,
      activeClients: 150 * (index + 1),
    }));
    const big = render(<GrowthGraph data={many} />);
    expect(big.container.querySelectorAll('.ss-graph__bar')).toHaveLength(12);
    expect([...big.container.querySelectorAll('.ss-graph__tick')].map((tick) => tick.textContent)).toEqual(['0', '1000', '2000']);
    // Bars narrow to leave room between years, and none reaches above the plot.
    const bars = [...big.container.querySelectorAll('.ss-graph__bar')];
    expect(Number(bars[0]?.getAttribute('width'))).toBeLessThan(52);
    for (const bar of bars) expect(Number(bar.getAttribute('y'))).toBeGreaterThanOrEqual(40);
    expect(screen.getAllByRole('row')).toHaveLength(13);
  });
});
