import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { SubscribersScreen } from './subscribers-screen';
import type { Subscriber } from '@contract/entities';
import { csvFileName, subscribersCsv } from './subscribers-csv';

const slow = { timeout: 8000 };
const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const subscriber = (n: number): Subscriber => ({
  _id: `s${n}@example.com`,
  email: `s${n}@example.com`,
  added_date: `2025-03-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
});

describe('subscribers CSV', () => {
  it('writes the header and one CRLF line per subscriber, formulas defused', () => {
    const csv = subscribersCsv([
      { _id: '1', email: 'one@example.com', added_date: '2025-03-01T10:00:00.000Z' },
      { _id: '2', email: '=cmd@example.com', added_date: '2025-02-01T09:00:00.000Z' },
    ]);
    expect(csv).toBe("email,subscribed_at\r\none@example.com,2025-03-01T10:00:00.000Z\r\n'=cmd@example.com,2025-02-01T09:00:00.000Z\r\n");
    expect(subscribersCsv([])).toBe('email,subscribed_at\r\n');
  });

  it('names the file by the local day', () => {
    expect(csvFileName(new Date(2025, 0, 7, 23, 59))).toBe('subscribers-2025-01-07.csv');
    expect(csvFileName(new Date(2024, 11, 31))).toBe('subscribers-2024-12-31.csv');
  });
});

describe('Subscribers screen', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn();
  const all = Array.from({ length: 23 }, (_, i) => subscriber(i));
  let clicked: Array<{ href: string; download: string }>;
  let blobs: Blob[];

  beforeEach(() => {
    sessionStorage.setItem('token', liveToken);
    clicked = [];
    blobs = [];
    fetchMock.mockImplementation(async (url: string) => {
      const page = Number(/subscriberList\/(\d+)$/.exec(url)?.[1]);
      const data = { list: all.slice((page - 1) * 20, page * 20), count: all.length, limit: 20 };
      return new Response(JSON.stringify({ ack: 1, data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:subscribers';
    });
    URL.revokeObjectURL = vi.fn();
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

  function renderScreen() {
    const router = createMemoryRouter(
      [
        {
          path: '/admin/subscribers',
          element: <SubscribersScreen />,
        },
        { path: '/admin/login', element: <p>Login screen</p> },
      ],
      { initialEntries: ['/admin/subscribers'] },
    );
    return render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
  }

  it('shows the first page read-only and exports every page as CSV', async () => {
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
    expect(clicked[0]).toEqual({ href: 'blob:subscribers', download: expect.stringMatching(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/) });
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')).toHaveLength(all.length + 2);
    expect(text.startsWith('email,subscribed_at\r\ns0@example.com,2025-03-01T10:00:00.000Z\r\n')).toBe(true);
    expect(text).toContain('s22@example.com');
    const pagesAsked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(pagesAsked.filter((url) => url.endsWith('/subscriberList/2'))).toHaveLength(1);
    expect(await screen.findByText('Exported 23 subscribers.', undefined, slow)).toBeInTheDocument();
  });
});
