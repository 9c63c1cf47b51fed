/** The built site: real files as they are, every other path the SPA's index.html. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Real files as they are; any other path is a client route and gets index.html (as the CloudFront function does). */
export function serveWeb(path: string, webDir: string, response: ServerResponse): void {
  const root = resolve(webDir);
  const file = normalize(join(root, decodeURIComponent(path)));
  const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
  if (!isFile && extname(path) !== '') {
    response.statusCode = 404;
    response.end();
    return;
  }
  const target = isFile ? file : join(root, 'index.html');
  response.setHeader('content-type', contentTypes[extname(target)] ?? 'application/octet-stream');
  response.setHeader('cache-control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(target)
    .on('error', () => {
      response.statusCode = 404;
      response.end();
    })
    .pipe(response);
}
