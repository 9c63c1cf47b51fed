/**
 * The published site as CloudFront serves it, through the same page-routing
 * function (infra/stack/page-routing.ts) over the local redirects store: a
 * redirected path answers its 301, real files are served as they are, a page
 * URL (/x/y or /x/y/) as its x/y/index.html, /admin and /admin/* as the admin
 * shell, and anything else as 404.html with status 404. Malformed paths answer
 * 400, and no path leaves the folder.
 */
import { open, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { extname, resolve, sep } from 'node:path';
import { pageRoutingCode, type RoutingHandler, routingHandler } from '../stack/page-routing';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  // Pagefind's index chunks and its wasm are its own compressed binary format (pagefind.js decodes them).
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

const noRedirects = routingHandler(pageRoutingCode, () => undefined);

/** `rawPath` is the request's path as sent (still percent-encoded); `routing` is the edge's function over a redirects store. */
export async function serveWeb(
  rawPath: string,
  webDir: string,
  response: ServerResponse,
  routing: RoutingHandler = noRedirects,
): Promise<void> {
  const root = resolve(webDir);
  if (decodePath(rawPath) === null) return plain(response, 400, 'Bad Request');
  const answer = await routing({ request: { uri: rawPath } });
  if ('statusCode' in answer) {
    response.statusCode = answer.statusCode;
    for (const [name, { value }] of Object.entries(answer.headers)) response.setHeader(name, value);
    response.end();
    return;
  }
  const path = decodePath(answer.uri);
  if (path === null) return plain(response, 400, 'Bad Request');
  const file = await existingFile(root, path);
  if (file)
    return sendFile(response, 200, file.path, file.size, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const notFoundPage = await existingFile(root, '/404.html');
  if (notFoundPage) return sendFile(response, 404, notFoundPage.path, notFoundPage.size, 'no-cache');
  return plain(response, 404, 'Not Found');
}

/** Decoded path, or null when its percent-encoding is malformed or it holds a NUL. */
function decodePath(rawPath: string): string | null {
  try {
    const path = decodeURIComponent(rawPath);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

async function existingFile(root: string, path: string): Promise<{ path: string; size: number } | null> {
  const file = resolve(root, `.${path}`);
  if (!file.startsWith(root + sep)) return null;
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? { path: file, size: found.size } : null;
}

/** Rejects when the file cannot be read: opened first, so a file gone since it was found answers 500; a read failing later cuts the answer off. */
async function sendFile(response: ServerResponse, status: number, file: string, size: number, cacheControl: string): Promise<void> {
  const handle = await open(file);
  response.statusCode = status;
  response.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
  response.setHeader('content-length', size);
  response.setHeader('cache-control', cacheControl);
  return pipeline(handle.createReadStream(), response);
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-cache');
  response.end(text);
}
