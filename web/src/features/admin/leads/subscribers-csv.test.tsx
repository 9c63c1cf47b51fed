import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { SubscribersScreen } from './subscribers-screen';
import type { Subscriber } from '@contract/entities';

const slow = { timeout: 8000 };
const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const subscriber = (n: number): Subscriber => ({
  _id: `s${n}@example.com`,
  email: `s${n}@example.com`,
  added_date: `2025-03-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
});

describe('Subscribers screen', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn();
  const all = Array.from({ length: 23 }, (_, i) => subscriber(i));
  let clicked: Array<{ href: string; download: string }>;
  const link = 'https://bucket.example/exports/u/subscribers-2026-11-26.csv?X-Amz-Expires=300';

  beforeEach(() => {
    sessionStorage.setItem('token', liveToken);
    clicked = [];
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/admin/exports/subscribers?')) {
        const data = { url: link, fileName: 'subscribers-2026-11-26.csv', rows: all.length };
        return new Response(JSON.stringify({ ack: 1, data }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const page = Number(/subscriberList\/(\d+)/.exec(url)?.[1]);
      const data = { list: all.slice((page - 1) * 20, page * 20), count: all.length, limit: 20 };
      return new Response(JSON.stringify({ ack: 1, data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function renderScreen(entry = '/admin/subscribers') {
    const router = createMemoryRouter(
      [
        {
          path: '/admin/subscribers',
          element: <SubscribersScreen />,
        },
        { path: '/admin/login', element: <p>Login screen</p> },
      ],
      { initialEntries: [entry] },
    );
    return render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
  }

  it('shows the first page read-only and exports the whole list in one request', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 's0@example.com' }, slow)).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // An Owner (the token names no role) may delete subscribers (a privacy request, say); nothing is edited.
    expect(headers).toEqual(['E-mail', 'Subscribed', 'Actions']);
    const firstRow = screen.getByRole('cell', { name: 's0@example.com' }).closest('tr')!;
    expect(within(firstRow).getByText('Mar 1, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(firstRow).getByRole('button', { name: 'Delete s0@example.com' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 20 of 23');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]).toEqual({ href: link, download: 'subscribers-2026-11-26.csv' });
    const exportsAsked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/exports/'));
    expect(exportsAsked).toEqual([expect.stringMatching(/^\/api\/admin\/exports\/subscribers\?day=\d{4}-\d{2}-\d{2}$/)]);
    expect(await screen.findByText('Exported 23 subscribers.', undefined, slow)).toBeInTheDocument();
  });

  it('lets the sales team export too, with the list’s search and sort', async () => {
    sessionStorage.setItem('token', `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'sales' }))}.y`);
    renderScreen('/admin/subscribers?q=s1&sort=az');
    expect(await screen.findByRole('cell', { name: 's0@example.com' }, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    const exportsAsked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/exports/'));
    expect(exportsAsked).toEqual([expect.stringMatching(/^\/api\/admin\/exports\/subscribers\?q=s1&sort=az&day=\d{4}-\d{2}-\d{2}$/)]);
  });
});
