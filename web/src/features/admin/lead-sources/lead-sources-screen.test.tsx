import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { LeadSources } from '@contract/attribution';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { LeadSourcesScreen } from './lead-sources-screen';

const slow = { timeout: 15_000 };

const period = (days: 30 | 90, extra: Partial<LeadSources> = {}): LeadSources => ({
  days,
  from: days === 30 ? '2026-10-28' : '2026-08-29',
  to: '2026-11-26',
  total: days === 30 ? 4 : 9,
  contact: days === 30 ? 3 : 7,
  hire: days === 30 ? 1 : 2,
  dimensions: {
    source:
      days === 30
        ? [
            { value: 'newsletter', count: 3 },
            { value: '(direct)', count: 1 },
          ]
        : [{ value: 'old-fair', count: 9 }],
    medium: [{ value: 'email', count: 3 }],
    campaign: [{ value: 'autumn', count: 3 }],
    landingPage: [],
  },
  ...extra,
});

function open(answer: (days: string | null) => Response | Promise<Response>, path = '/admin/lead-sources') {
  const fetchMock = vi.fn(async (url: string) => answer(new URL(url, 'http://localhost').searchParams.get('days')));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/admin/lead-sources', element: <LeadSourcesScreen /> }], { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, fetchMock };
}

beforeEach(() => sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'sales' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const rowsOf = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('LeadSourcesScreen', { timeout: 40_000 }, () => {
  it('shows the last 30 days by source, medium, campaign and landing page, with counts as text beside the bars', async () => {
    open((days) => json({ ack: 1, data: period(days === '90' ? 90 : 30) }));
    expect(await screen.findByText(/enquiries from Oct 28, 2026 to Nov 26, 2026: 3 contact, 1 hiring\./, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads by source' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Source',
      'Medium',
      'Campaign',
      'Landing page',
    ]);
    expect(rowsOf('Source')).toEqual(['newsletter3 (75%)', '(direct)1 (25%)']);
    expect(
      within(screen.getByRole('region', { name: 'Source' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Source', 'Enquiries']);
    expect(rowsOf('Campaign')).toEqual(['autumn3 (75%)']);
    expect(within(screen.getByRole('region', { name: 'Landing page' })).getByText('No enquiries in this period.')).toBeInTheDocument();
  });

  it('switches to 90 days, reading that period and keeping it in the URL', async () => {
    const { router, fetchMock } = open((days) => json({ ack: 1, data: period(days === '90' ? 90 : 30) }));
    await screen.findByText(/3 contact, 1 hiring/, {}, slow);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    expect(await screen.findByText(/7 contact, 2 hiring/, {}, slow)).toBeInTheDocument();
    expect(rowsOf('Source')).toEqual(['old-fair9 (100%)']);
    expect(router.state.location.search).toBe('?days=90');
    expect(fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').search)).toEqual(['?days=30', '?days=90']);
  });

  it('opens on 90 days from the URL, and shows a failed read with Try again', async () => {
    let fail = true;
    open(
      () => (fail ? json({ ack: 0, msg: 'Days must be 30 or 90.' }, 400) : json({ ack: 1, data: period(90) })),
      '/admin/lead-sources?days=90',
    );
    expect(await screen.findByText('Days must be 30 or 90.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/7 contact, 2 hiring/, {}, slow)).toBeInTheDocument();
  });
});
