import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath, routes } from '@contract/routes';
import { PageDataContext } from '../../lib/page-data';
import { seedCaseStudies } from '../../../../infra/local/seed/case-studies';
import { CaseStudyPage } from './case-study-page';

const stored = seedCaseStudies.map((study) => ({ ...structuredClone(study), _id: study.slug, added_date: '2026-01-01T00:00:00.000Z' }));

/** The page as prerendered: the study's read embedded under its key, as the publisher renders it. */
async function renderAt(path: string, data: Record<string, unknown> = {}) {
  const router = createMemoryRouter([{ path: '/case-studies/:dept', Component: CaseStudyPage }], { initialEntries: [path] });
  await act(async () => {
    render(
      <PageDataContext value={data}>
        <RouterProvider router={router} />
      </PageDataContext>,
    );
  });
}

const embedded = (study: (typeof stored)[number]) => ({ [apiPath(routes.getCaseStudy, { id: study.slug })]: study });

afterEach(() => vi.unstubAllGlobals());

describe('case study page', () => {
  it.each(stored.map((study) => [study.slug, study] as const))('renders the %s study from its data', async (_slug, study) => {
    await renderAt(`/case-studies/${study.slug}`, embedded(study));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(study.caseTitle);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we did' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Technology used' })).toBeInTheDocument();
    for (const step of study.whatWeDid) expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
    const functionality = screen.queryByRole('heading', { name: 'Functionality' });
    if ('functionality' in study) expect(functionality).toBeInTheDocument();
    else expect(functionality).toBeNull();
  });

  it('draws a chosen logo and initials for a technology without one', async () => {
    const [study] = stored;
    if (!study) throw new Error('no seeded study');
    await renderAt(`/case-studies/${study.slug}`, embedded(study));
    const chips = screen.getAllByRole('listitem').filter((item) => item.closest('.case-tech'));
    const withLogo = study.technology.findIndex((tech) => 'icon' in tech);
    const without = study.technology.findIndex((tech) => !('icon' in tech));
    expect(chips[withLogo]?.querySelector('svg path')).not.toBeNull();
    expect(chips[without]?.querySelector('.monogram')).not.toBeNull();
  });

  it('shows an entry an editor repeated both times, without a key clash', async () => {
    const [seeded] = stored;
    if (!seeded) throw new Error('no seeded study');
    const twice = <T,>(items: readonly T[]) => [items[0]!, items[0]!];
    const study = {
      ...seeded,
      facts: twice(seeded.facts),
      overview: twice(seeded.overview),
      outcomes: twice(seeded.outcomes),
      whatWeDid: twice(seeded.whatWeDid),
      technology: twice(seeded.technology),
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt(`/case-studies/${study.slug}`, embedded(study));
    expect(screen.getAllByRole('heading', { name: seeded.whatWeDid[0]!.title })).toHaveLength(2);
    expect(screen.getAllByText(seeded.overview[0]!.text)).toHaveLength(2);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });

  it('shows Sorry! Page Not Found for a study the API does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ack: 0, message: 'Case study not found' }), { status: 404 })),
    );
    await renderAt('/case-studies/fintech');
    expect(await screen.findByRole('heading', { name: 'Sorry! Page Not Found' })).toBeInTheDocument();
  });
});
