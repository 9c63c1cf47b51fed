import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { appRoutes } from './app/router';
import { PageDataContext, readPageData } from './lib/page-data';
import { notePage } from './lib/visit-note';
import { hydration } from './components/hydration-state';
// Every page's head hook rides in the entry: each page needs it to hydrate, and as a chunk of its own it cost
// every page one more file (home's first-load JS about 300 B gzip more, with the file's own framing).
import './components/page-meta';
import './styles/base.css';
import './styles/ui.css';

/** Loads the lazy routes of the current page, so hydration meets the tree the server rendered (its data is in the page). */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the markup was rendered for the page at this address (the 404 page is served for every unknown path). */
function renderedHere(routes: RouteObject[], renderedPath: string): boolean {
  const here = window.location.pathname;
  if (trimSlash(renderedPath) === trimSlash(here)) return true;
  const isCatchAll = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path === '*';
  return isCatchAll(renderedPath) && isCatchAll(here);
}

/**
 * The admin route table, in the admin area only. Public pages never link there (and history into it from
 * another document loads that document), so their first load does not carry it.
 */
async function browserOnlyRoutes(): Promise<RouteObject[]> {
  // .then rather than `(await import()).x`, which the bundler wraps in a helper every first load carries.
  return /^\/admin(\/|$)/i.test(window.location.pathname) ? import('./app/admin-routes').then((module) => module.adminRoutes) : [];
}

/** Tells the boot script (web/src/boot/boot.ts) that React has the page: it replays a click it held meanwhile. */
function HydratedSignal() {
  useEffect(() => {
    hydration.active = false;
    dispatchEvent(new Event('app:hydrated'));
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const routes = appRoutes(await browserOnlyRoutes());
  const prerendered = container.hasChildNodes() && renderedHere(routes, container.dataset.path ?? '');
  if (prerendered) await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  // Each page of the visit is noted for the enquiry it may end in (lib/attribution): the first, then every move.
  notePage(window.location);
  router.subscribe(() => notePage(window.location));
  const app = (
    <StrictMode>
      <PageDataContext value={readPageData(document)}>
        <RouterProvider router={router} />
        <HydratedSignal />
      </PageDataContext>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task (the markup is already on screen).
  hydration.active = prerendered;
  if (prerendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

void start();
