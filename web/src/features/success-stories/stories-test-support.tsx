/** The success-stories tests' document (the seed) and the page rendered at a path with it, as a prerendered page embeds it. */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SuccessStoriesPage as StoriesDocument } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { seedSuccessStories } from '../../../../infra/local/seed/success-stories';
import { PageDataContext } from '../../lib/page-data';
import { SuccessStoriesPage } from './success-stories-page';

export const seededStories: StoriesDocument = {
  ...structuredClone(seedSuccessStories),
  _id: 'stories-1',
  added_date: '2026-01-01T00:00:00.000Z',
};

export async function renderStoriesAt(path: string, document: StoriesDocument = seededStories) {
  const router = createMemoryRouter([{ path: '/success-stories/:tech?', Component: SuccessStoriesPage }], { initialEntries: [path] });
  await act(async () => {
    render(
      <PageDataContext value={{ [apiPath(routes.getSuccessStoriesPage)]: document }}>
        <RouterProvider router={router} />
      </PageDataContext>,
    );
  });
}
