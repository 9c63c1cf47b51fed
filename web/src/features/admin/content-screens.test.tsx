import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { NewsItem, PressRelease } from '@contract/entities';
import { NewsScreen, PressReleaseScreen } from './content-screens';

const slow = { timeout: 8000 };
const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const news: NewsItem = {
  _id: 'n1',
  slug: 'launch',
  newsTitle: 'Launch day',
  newsImageURL: '/media/launch.png',
  newsCreatedBy: 'Editor',
  metaTitle: 'Launch',
  metaDescription: 'We launched.',
  newsContent: '<p>The <b>whole</b> story</p>',
  added_date: '2025-03-05T10:00:00.000Z',
};
const press: PressRelease = {
  _id: 'p1',
  slug: 'funding',
  title: 'Funding round',
  imageUrl: '/media/funding.png',
  metaTitle: 'Funding',
  metaDescription: 'We raised.',
  content: '<p>Series A</p>',
  createdBy: 'Press office',
  added_date: '2025-03-06T10:00:00.000Z',
};

function renderAt(path: string, element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path, element }], { initialEntries: [path] })} />);
}

describe('news and press release tables', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('token', liveToken);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const data = url.includes('getallNews') ? [news] : [press];
        return new Response(JSON.stringify({ ack: 1, data }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  const headers = ['Image', 'Title', 'Created By', 'Meta Description', 'Content', 'Date', 'Actions'];
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('shows each news item in the shared article columns', async () => {
    renderAt('/admin/news', <NewsScreen />);
    const row = await screen.findByRole('row', { name: /Launch day/ }, slow);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
    expect(cellsOf(row).slice(1, 5)).toEqual(['Launch day', 'Editor', 'We launched.', 'The whole story']);
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/launch.png');
  });

  it('shows each press release in the same columns over its own fields', async () => {
    renderAt('/admin/press-release', <PressReleaseScreen />);
    const row = await screen.findByRole('row', { name: /Funding round/ }, slow);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
    expect(cellsOf(row).slice(1, 5)).toEqual(['Funding round', 'Press office', 'We raised.', 'Series A']);
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/funding.png');
  });
});
