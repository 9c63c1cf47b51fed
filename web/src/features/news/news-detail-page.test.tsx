import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import type { NewsItem } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { PageDataContext } from '../../lib/page-data';
import { NewsDetailPage } from './news-detail-page';

const item: NewsItem = {
  _id: 'n1',
  slug: 'lab-opens',
  newsTitle: 'Nexoria opens a data lab',
  newsImageURL: '/media/news/lab.png',
  metaTitle: 'Data lab',
  metaDescription: 'A new lab.',
  newsContent: '<p>Forty engineers start this quarter.</p>',
  added_date: '2026-11-01T10:00:00.000Z',
};

/** The page as prerendered: its data under the SWR key it asks for, no fetch. */
function renderArticle(news: NewsItem) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PageDataContext.Provider value={{ [apiPath(routes.getNewsDetails, { id: news.slug })]: news }}>
        <MemoryRouter initialEntries={[`/news/${news.slug}`]}>
          <Routes>
            <Route path="/news/:newsId" element={<NewsDetailPage />} />
          </Routes>
        </MemoryRouter>
      </PageDataContext.Provider>
    </SWRConfig>,
  );
}

const headContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('NewsDetailPage alt text', () => {
  it('gives the banner and the share tags the editor’s alt text', () => {
    renderArticle({ ...item, imageAlt: 'Engineers at the lab’s opening' });
    expect(screen.getByRole('img', { name: 'Engineers at the lab’s opening' })).toHaveAttribute('src', item.newsImageURL);
    expect(headContent('meta[property="og:image:alt"]')).toBe('Engineers at the lab’s opening');
    expect(headContent('meta[name="twitter:image:alt"]')).toBe('Engineers at the lab’s opening');
  });

  it('publishes a banner without alt text as decorative: alt="", no share alt', () => {
    for (const imageAlt of ['  ', undefined]) {
      const { unmount } = renderArticle({ ...item, imageAlt });
      const banner = document.querySelector('img.content-article__banner');
      expect(banner).toHaveAttribute('src', item.newsImageURL);
      expect(banner).toHaveAttribute('alt', '');
      expect(screen.queryByRole('img', { name: item.newsTitle })).toBeNull();
      expect(headContent('meta[property="og:image:alt"]')).toBeUndefined();
      unmount();
    }
  });
});
