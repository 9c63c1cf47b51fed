import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { HomePage as HomeDocument } from '@contract/entities';
import { HomePage } from './home-page';
import { tickerNames } from './first-screen-data';
import { PageDataContext, type PageData } from '../../lib/page-data';
import { caseStudiesKey, homeKey } from './home-keys';
import { seedCaseStudies } from '../../../../infra/local/seed/case-studies';
import { seedHome } from '../../../../infra/local/seed/home';
import { site } from '../../config/site';

const home: HomeDocument = { ...structuredClone(seedHome), _id: 'home-1', added_date: '2026-01-01T00:00:00.000Z' };
// The case studies' teasers as the page is prerendered with them.
const teasers = seedCaseStudies.map((study) => ({ ...study, _id: study.slug }));

function renderHome(data: PageData) {
  return render(
    <PageDataContext value={data}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </PageDataContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('renders every section of the document it is prerendered with, and the spec’s fixed labels', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ ack: 1, data: [] })));
    vi.stubGlobal('fetch', fetchMock);
    renderHome({ [homeKey]: home, [caseStudiesKey]: teasers });
    // The sections under the first screen are their own chunk: wait for them.
    await screen.findByText(seedHome.whatWeDoKicker, { exact: true }, { timeout: 10_000 });
    // Text and selector queries: role queries over the whole page are slow in jsdom.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent(seedHome.heroTitle);
    expect(screen.getByText(`${site.name} ${seedHome.heroLead}`)).toBeInTheDocument();
    for (const text of [seedHome.heroBadge, seedHome.genAiTitle, seedHome.genAiText, seedHome.heroContact, seedHome.tickerTitle]) {
      expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
    }
    for (const stat of seedHome.stats) {
      expect(screen.getByText(stat.value, { exact: true, selector: 'dd' })).toBeInTheDocument();
      expect(screen.getByText(stat.detail, { exact: true })).toBeInTheDocument();
    }
    const headings = [...document.querySelectorAll('h2')].map((node) => node.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        seedHome.expertiseTitle,
        seedHome.transformTitle,
        seedHome.featureTitle,
        seedHome.processTitle,
        seedHome.bannerTitle,
        seedHome.areasTitle,
        seedHome.casesTitle,
        seedHome.aboutTitle,
        seedHome.awardsTitle,
        seedHome.whyTitle,
        seedHome.venturesTitle,
      ]),
    );
    const h3s = [...document.querySelectorAll('h3')].map((node) => node.textContent);
    expect(h3s).toEqual(
      expect.arrayContaining(
        [
          seedHome.whatWeDoTitle,
          seedHome.newsTitle,
          ...seedHome.expertiseCards,
          ...seedHome.transformCards,
          ...seedHome.featureCards,
          ...seedHome.processSteps,
          ...seedHome.areas,
          ...seedHome.awards,
          ...seedHome.whyUs,
          ...seedHome.ventures,
        ].map((entry) => (typeof entry === 'string' ? entry : entry.title)),
      ),
    );
    for (const text of [
      ...seedHome.chartTags.map((tag) => tag.text),
      ...seedHome.whatWeDoPoints.map((point) => point.text),
      seedHome.expertiseLead,
      seedHome.transformLead,
      seedHome.areasLead,
      seedHome.venturesLead,
      seedHome.bannerText,
      seedHome.newsText,
    ]) {
      expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
    }
    expect(screen.getByText(seedHome.bannerButton, { selector: 'a' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(seedHome.venturesButton, { selector: 'a' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(seedHome.newsLink, { exact: false, selector: 'a' })).toHaveAttribute('href', '/news');
    expect(screen.getByText(seedHome.videos[1]!.title)).toBeInTheDocument();
    // The spec's: sixteen expertise areas, four Why Us points, the ticker's eleven names and the fixed labels.
    expect(seedHome.areas).toHaveLength(16);
    expect(seedHome.whyUs.map((point) => point.title)).toEqual([
      'Wide spectrum of skills',
      '24/7 support',
      'Focus on innovation',
      'Hiring options',
    ]);
    expect(seedHome.stats.map((stat) => stat.value)).toEqual(['400+', '20', '1000+']);
    expect(tickerNames).toHaveLength(11);
    for (const name of tickerNames) expect(screen.getAllByText(name, { exact: true, selector: '.home-ticker__name' })).toHaveLength(2);
    expect(screen.getByText('Get Started now', { selector: 'a' })).toHaveAttribute('href', '/hiring');
    expect(screen.getByText('Know More', { selector: 'a' })).toHaveAttribute('href', '/about');
    for (const teaser of teasers) {
      expect(screen.getByText(teaser.teaserTitle, { exact: true }).closest('a')).toHaveAttribute('href', `/case-studies/${teaser.slug}`);
    }
    expect(screen.getByText('Start Your Transformation', { selector: 'button' })).toBeInTheDocument();
    expect(document.getElementById('transform')).not.toBeNull();
    // Prerendered with its document, the page fetches none (the testimonials, not embedded here, are the one read).
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(homeKey);
  }, 20_000);

  it('gives an entry beyond a list’s icons the fallback icon', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const extra = { ...home, whyUs: [...home.whyUs, { title: 'A fifth reason', text: 'Beyond the four icons.' }] };
    renderHome({ [homeKey]: extra, [caseStudiesKey]: [] });
    const fifth = await screen.findByText('A fifth reason', { selector: 'h3' }, { timeout: 10_000 });
    expect(fifth.closest('li')?.querySelector('svg')).not.toBeNull();
  }, 20_000);

  it('reached from another page, keeps the hero’s space while it fetches the document once, then shows it', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === homeKey ? new Response(JSON.stringify({ ack: 1, data: home })) : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHome({});
    expect(document.querySelector('.home-hero--waiting[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText(seedHome.heroTitle, { selector: 'h1' })).toBeInTheDocument();
    await screen.findByText(seedHome.whyTitle, { selector: 'h2' }, { timeout: 10_000 });
    expect(fetchMock.mock.calls.filter(([url]) => url === homeKey)).toHaveLength(1);
  }, 20_000);

  it('keeps the hero’s space, and throws nothing, when the document cannot be read', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ack":0,"msg":"Home page not found"}', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHome({});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.querySelector('.home-hero--waiting')).not.toBeNull();
    expect(document.querySelector('h1')).toBeNull();
  });
});
