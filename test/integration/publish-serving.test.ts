/**
 * The local server as CloudFront serves the published site: page URLs to their
 * index.html, the admin shell, 404.html with status 404, 400 for malformed
 * paths, nothing outside the folder, and brotli/gzip compression.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { seedIfEmpty } from '../../infra/local/seed/seed';
import { startLocalServer, type LocalServer } from '../../infra/local/server';

let server: LocalServer;
let root: string;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Readable text. </p>'.repeat(100)}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('Home'),
  'news/index.html': page('News'),
  'news/first-item/index.html': page('First item'),
  'admin/index.html': page('Admin'),
  '404.html': page('Sorry! Page Not Found'),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>http://x/</loc></url>'.repeat(50)}</urlset>`,
  'assets/app-1a2b3c.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
  'assets/tiny-1a2b3c.css': 'a{}',
  'pagefind/pagefind.js': 'export {}',
  'pagefind/pagefind-entry.json': '{}',
  'pagefind/wasm.en.pagefind': 'binary',
  'pagefind/pagefind.en_1a2b.pf_meta': 'binary',
  'pagefind/fragment/en_1a2b.pf_fragment': 'binary',
  'pagefind/index/en_1a2b.pf_index': 'binary',
};

beforeAll(async () => {
  const base = mkdtempSync(join(tmpdir(), 'serving-'));
  root = join(base, 'site');
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), body);
  }
  writeFileSync(join(base, 'secret.txt'), 'outside the site');
  server = await startLocalServer({ port: 0, webDir: root, prepare: async () => void (await seedIfEmpty()) });
  // The seed runs every image through the image pipeline: as long as the seed's own test allows.
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(dirname(root), { recursive: true, force: true });
});

/** A raw GET (fetch would normalize the path and decompress the body). */
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const outgoing = request(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on('error', reject).end();
  });
}

describe('page URLs', () => {
  it.each([
    ['/', 'Home'],
    ['/news', 'News'],
    ['/news/', 'News'],
    ['/news/first-item', 'First item'],
    ['/news/first-item/', 'First item'],
    ['/admin', 'Admin'],
    ['/admin/news/edit/123', 'Admin'],
  ])('%s answers 200 with its page', async (path, title) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain(`<title>${title}</title>`);
  });

  it.each(['/no-such-page', '/news/unknown-slug', '/studio/no-such-tech/', '/assets/missing.js', '/news/first-item/extra'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('<title>Sorry! Page Not Found</title>');
    },
  );

  it.each(['/%ZZ', '/news/%E0%A4%A', '/news/%00'])('malformed %s answers 400', async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it.each(['/../secret.txt', '/..%2Fsecret.txt', '/%2E%2E/secret.txt', '/news/..%2F..%2F..%2Fsecret.txt'])(
    '%s never leaves the folder',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('outside the site');
    },
  );

  it('serves hashed assets for a year and the sitemap as XML', async () => {
    expect((await get('/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});

describe('the search index', () => {
  it.each([
    ['/pagefind/pagefind.js', 'text/javascript; charset=utf-8'],
    ['/pagefind/pagefind-entry.json', 'application/json'],
    ['/pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['/pagefind/pagefind.en_1a2b.pf_meta', 'application/octet-stream'],
    ['/pagefind/fragment/en_1a2b.pf_fragment', 'application/octet-stream'],
    ['/pagefind/index/en_1a2b.pf_index', 'application/octet-stream'],
  ])('%s is served as %s', async (path, type) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
  });
});

describe('compression', () => {
  const paths = ['/news/first-item', '/assets/app-1a2b3c.js', '/sitemap.xml', routes.getAllNews.path];

  it.each(paths)('%s: brotli preferred, gzip, or identity, always with Vary', async (path) => {
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1000);

    const br = await get(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    expect((await get(path, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves tiny bodies and images alone', async () => {
    expect((await get('/assets/tiny-1a2b3c.css', 'br')).headers['content-encoding']).toBeUndefined();
    const news = JSON.parse((await get(routes.getAllNews.path)).body.toString()) as { data: Array<{ newsImageURL: string }> };
    const image = await get(news.data[0]!.newsImageURL, 'br, gzip');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
