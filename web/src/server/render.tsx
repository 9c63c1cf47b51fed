/**
 * Renders one page of the site to HTML with the same route table and
 * components as the browser: React Router's static data APIs, React's
 * prerender (which waits for every Suspense boundary), the page's head and
 * the data it was rendered with. No inline executable script (the CSP has no
 * 'unsafe-inline'), so the router is not hydrated from the HTML: the client
 * resolves its lazy routes and hydrates the same markup.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes, type RouteHandle } from '../app/router';
import { HeadCollectorContext, type HeadCollector } from '../components/page-meta';
import { site } from '../config/site';
import { buildHead } from '../lib/head-tags';
import { headToHtml } from './head-html';
import { PageDataContext, pageDataElementId, serializePageData } from '../lib/page-data';
import { HtmlSanitizerContext } from '../components/content/safe-html';
import { sanitizeHtml } from '../../../functions/core/content/html';
import { assetsFor, assetsToHtml, type Manifest } from './assets';
import { deferEntry } from './defer-entry';
import { markForSearch, searchKindOf } from './search-kinds';

export interface PageRequest {
  path: string;
  origin: string;
  data: Record<string, unknown>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface ClientBuild {
  template: string;
  manifest: Manifest;
}

const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/** Fills the client's index.html: head tags before </head>, markup and data into the root. */
function fillTemplate(template: string, head: string, body: string, data: string, path = ''): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('The HTML template has no empty #root');
  const withoutDefaults = template.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDefaults
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(root, () => `<div id="root"${path ? ` data-path="${encodeURI(path).replace(/"/g, '%22')}"` : ''}>${body}</div>${data}`);
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The boot script's source key in the build manifest (a second entry of the client build). */
export const bootModule = 'src/boot/boot.ts';

export function createRenderer({ template, manifest }: ClientBuild) {
  // Built with its boot script, every page (the admin shell too) starts its app after the first paint.
  const bootFile = manifest[bootModule]?.file;
  const finish = (html: string) => (bootFile ? deferEntry(html, `/${bootFile}`) : html);
  return async function renderPage(request: PageRequest): Promise<RenderedPage> {
    const origin = request.origin.replace(/\/+$/, '');
    const url = new URL(request.path, `${origin}/`);
    if (isAdminPath(url.pathname)) {
      // The admin area is rendered in the browser only, and never indexed.
      const head = buildHead({ title: 'Admin', description: `The ${site.name} admin back office.`, noindex: true }, origin, url.pathname);
      return { status: 200, html: finish(fillTemplate(template, headToHtml(head), '', '')) };
    }
    const handler = createStaticHandler(appRoutes());
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`Route answered ${context.status} for ${request.path}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const collector: HeadCollector = { origin };
    const { prelude } = await prerender(
      <StrictMode>
        <HeadCollectorContext value={collector}>
          <PageDataContext value={request.data}>
            <HtmlSanitizerContext value={sanitizeHtml}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </HtmlSanitizerContext>
          </PageDataContext>
        </HeadCollectorContext>
      </StrictMode>,
      // Never outline a large Suspense boundary: completing it would take an inline script, which the CSP refuses.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const rendered = await streamToString(prelude);
    const body = collector.notFound ? rendered : markForSearch(rendered, searchKindOf(url.pathname));
    const head = collector.head ?? buildHead({ title: '', description: site.blurb }, origin, url.pathname);
    const modules = context.matches
      .flatMap((match) => {
        const handle = match.route.handle as RouteHandle | undefined;
        return [handle?.module, handle?.contentModule?.(match.params)];
      })
      .filter((module): module is string => Boolean(module));
    const tags = [headToHtml(head), assetsToHtml(assetsFor(manifest, modules))].filter(Boolean).join('\n    ');
    const data = `<script type="application/json" id="${pageDataElementId}">${serializePageData(request.data)}</script>`;
    // The path travels with the markup: the 404 page is served for many paths, and only hydrates where it was meant.
    return { status: collector.notFound ? 404 : 200, html: finish(fillTemplate(template, tags, body, data, url.pathname)) };
  };
}
