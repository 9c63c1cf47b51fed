/**
 * The server renderer built by web/build.ts: a self-contained module
 * `<dir>/render-page.js` that renders any public path from the same React
 * components and route table as the browser.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteName } from '../../contract/routes';

/** One API read a page needs; its answer goes into `data` under apiPath(routes[route], params). */
export interface DataNeed {
  route: RouteName;
  params?: Record<string, string>;
}

export interface Renderer {
  renderPage(input: { path: string; origin: string; data: Record<string, unknown> }): Promise<{ status: 200 | 404; html: string }>;
  /** Public pages with no content items of their own (home, about, studio pages, …). */
  staticPagePaths: readonly string[];
  dataNeeds(path: string): DataNeed[];
}

const loaded = new Map<string, Promise<Renderer>>();

export function loadRenderer(dir: string): Promise<Renderer> {
  let renderer = loaded.get(dir);
  if (!renderer) {
    renderer = import(pathToFileURL(join(dir, 'render-page.js')).href) as Promise<Renderer>;
    loaded.set(dir, renderer);
    renderer.catch(() => loaded.delete(dir));
  }
  return renderer;
}
