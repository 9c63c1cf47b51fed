import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { site } from '../config/site';
import { PageDataContext } from '../lib/page-data';
import { useApiData } from '../lib/use-api-data';
import { usePageMeta } from './page-meta';

function Article() {
  usePageMeta('Launch day', 'We launched.', {
    type: 'article',
    image: '/media/a.png',
    jsonLd: (origin) => [{ '@type': 'NewsArticle', url: `${origin}/news/launch` }],
  });
  return <h1>Launch</h1>;
}

describe('usePageMeta in the browser', () => {
  it('keeps the document head in step with the page', async () => {
    document.head.innerHTML = '<meta name="description" content="old"><meta data-head name="robots" content="noindex">';
    const router = createMemoryRouter([{ path: '/news/:slug', Component: Article }], { initialEntries: ['/news/launch'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Launch' });
    expect(document.title).toBe(`Launch day | ${site.name}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'We launched.');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/news/launch`);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/media/a.png`);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toMatchObject({
      '@type': 'NewsArticle',
    });
  });
});

function List({ url, load }: { url: string; load: () => Promise<string[]> }) {
  const { data } = useApiData<string[]>(url, load);
  return <p>{data?.join(',')}</p>;
}

describe('useApiData', () => {
  it('starts from the data the page was prerendered with and does not fetch it again', async () => {
    const loadPrerendered = vi.fn(() => Promise.resolve(['fetched']));
    const loadOther = vi.fn(() => Promise.resolve(['other fetched']));
    render(
      <PageDataContext value={{ '/api/prerendered-list': ['from the page'] }}>
        <List url="/api/prerendered-list" load={loadPrerendered} />
        <List url="/api/other-list" load={loadOther} />
      </PageDataContext>,
    );
    expect(screen.getByText('from the page')).toBeInTheDocument();
    // Data not in the page is fetched on mount: once it is shown, every mount fetch has run.
    expect(await screen.findByText('other fetched')).toBeInTheDocument();
    expect(loadPrerendered).not.toHaveBeenCalled();
    expect(screen.getByText('from the page')).toBeInTheDocument();
  });
});
