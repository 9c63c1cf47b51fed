/**
 * The static twin of the site: each measured page fetched as published,
 * frozen (./freeze) and served by a second server built like the local
 * stack's (same security headers, same compression as CloudFront's, same
 * static file serving and /media/*), so the two differ only in JavaScript.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve, sep } from 'node:path';
import { compressResponse } from '../../local/compression';
import { serveMedia } from '../../local/media';
import { localSettings } from '../../local/server';
import { serveWeb } from '../../local/static-site';
import { securityHeaders } from '../../security-headers';
import { freezeHtml } from './freeze';

/** Writes each route's frozen page to frozenDir as <route>/index.html. */
export async function freezePages(siteUrl: string, routes: readonly string[], frozenDir: string): Promise<void> {
  for (const route of routes) {
    const file = resolve(frozenDir, `.${decodeURIComponent(route)}`, 'index.html');
    if (!file.startsWith(resolve(frozenDir) + sep)) throw new Error(`${route} leads outside the frozen site`);
    const response = await fetch(`${siteUrl}${route}`);
    if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}; the bench measures published pages only`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, freezeHtml(await response.text()));
  }
}

export interface FrozenSite {
  url: string;
  close(): Promise<void>;
}

/** Frozen pages from frozenDir; assets from the built site; uploaded images from the same media bucket. */
export async function serveFrozenSite(options: { frozenDir: string; webDir: string; uploadOrigin: string }): Promise<FrozenSite> {
  const headers = securityHeaders({ uploadOrigin: options.uploadOrigin });
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compressResponse(request, response);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const served = path.startsWith('/media/')
      ? serveMedia(path, localSettings.bucket, response)
      : serveWeb(path, isPage(path) ? options.frozenDir : options.webDir, response);
    served.catch(() => {
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, () => done());
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A page URL (no file extension), as opposed to an asset. */
function isPage(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path);
}
