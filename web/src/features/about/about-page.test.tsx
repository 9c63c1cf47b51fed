import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AboutPage as AboutDocument } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { PageDataContext } from '../../lib/page-data';
import { seedAbout } from '../../../../infra/local/seed/about';
import { AboutPage } from './about-page';
import { focusAreas, initialsOf } from './about-text';

const about: AboutDocument = { ...structuredClone(seedAbout), _id: 'about-1', added_date: '2026-01-01T00:00:00.000Z' };

async function renderAbout(document: AboutDocument = about) {
  const router = createMemoryRouter([{ path: '/about', Component: AboutPage }], { initialEntries: ['/about'] });
  await act(async () => {
    render(
      <PageDataContext value={{ [apiPath(routes.getAboutPage)]: document }}>
        <RouterProvider router={router} />
      </PageDataContext>,
    );
  });
}

afterEach(cleanup);

describe('the About page', () => {
  it('shows every section of the seeded document: its headings and its figures', async () => {
    await renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: seedAbout.heroTitle })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      seedAbout.numbersTitle,
      seedAbout.leadershipTitle,
      seedAbout.purposeTitle,
      seedAbout.diversityTitle,
      seedAbout.whyTitle,
      seedAbout.xfactorTitle,
    ]);
    for (const { value, label } of [...seedAbout.badges, ...seedAbout.stats]) {
      expect(screen.getAllByText(value).length, value).toBeGreaterThan(0);
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const kicker of [
      seedAbout.numbersKicker,
      seedAbout.leadershipKicker,
      seedAbout.purposeKicker,
      seedAbout.whyKicker,
      seedAbout.xfactorKicker,
    ]) {
      expect(screen.getByText(kicker)).toBeInTheDocument();
    }
    const h3s = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(h3s).toEqual([
      ...seedAbout.directors.map((director) => director.name),
      seedAbout.missionTitle,
      seedAbout.visionTitle,
      ...seedAbout.diversity.map((card) => card.title),
      ...seedAbout.whyUs.map((item) => item.title),
    ]);
    const ticker = screen.getByRole('list', { name: 'What our teams deliver' });
    expect(
      within(ticker)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(seedAbout.ticker.map((item) => item.text));
    expect(screen.getByText(seedAbout.xfactorText)).toBeInTheDocument();
    expect(
      screen.getByText(`${seedAbout.teamLeadName}, ${seedAbout.teamLeadRole}: a team of ${seedAbout.teamLeadClaim}`),
    ).toBeInTheDocument();
  });

  it('draws the monograms and focus areas the page showed from the names and the comma-separated text', async () => {
    expect(seedAbout.directors.map((director) => initialsOf(director.name))).toEqual(['AM', 'CT']);
    expect(initialsOf(seedAbout.teamLeadName)).toBe('RS');
    expect(focusAreas(seedAbout.directors[0]?.focus)).toEqual(['Delivery governance', 'Enterprise architecture', 'Engineering hiring']);
    await renderAbout();
    const focus = screen.getByRole('list', { name: "Claire Tan's focus areas" });
    expect(
      within(focus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Healthcare and retail programmes', 'SAP and cloud migration', 'Client success']);
  });

  it('shows a changed figure as the document has it', async () => {
    await renderAbout({ ...about, badges: [{ value: '450+', label: 'engineers in our talent pool' }, ...about.badges.slice(1)] });
    expect(screen.getByText('450+')).toBeInTheDocument();
  });
});
