import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { appRoutes } from './app/router';
import { PageDataContext, readPageData } from './lib/page-data';
import './styles/base.css';
import './styles/ui.css';

/** Loads the lazy routes of the current page first, so hydration meets the same tree the server rendered. */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const routes = appRoutes();
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyRoutes(routes);
  const app = (
    <StrictMode>
      <PageDataContext value={readPageData(document)}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </PageDataContext>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
