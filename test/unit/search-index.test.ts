/**
 * The search index builder (Pagefind's real binary) and how a new index
 * replaces the old one in a store without breaking a visitor's open search.
 */
import { describe, expect, it } from 'vitest';
import { keepRetiredMs, writeSearchIndex } from '../../functions/core/publish/search-files';
import { buildSearchIndex } from '../../functions/core/publish/search-index';
import type { PageStore } from '../../functions/core/publish/store';
import { inMemory, searchFiles } from '../integration/search-support';

const page = (main: string, extra = '') =>
  `<!doctype html><html lang="en"><head><title>T</title></head><body><header><nav>Headerword navigation</nav></header>${main}<footer>Footerword</footer>${extra}</body></html>`;

const pages = [
  {
    path: '/news/lab-opens',
    html: page(
      '<main data-pagefind-body data-pagefind-meta="kind:News"><h1>Data lab opens in Lisbon</h1><p>Our new lab studies quokka migration with sensors.</p></main>',
    ),
  },
  {
    path: '/studio/react-dev',
    html: page(
      '<main data-pagefind-body data-pagefind-meta="kind:Service"><h1>React development</h1><p>We build dashboards with hydrangea charts.</p></main>',
    ),
  },
  // A list page (and the 404 page) carry no data-pagefind-body: they are left out.
  { path: '/news', html: page('<main><h1>News</h1><p>Our new lab studies quokka migration with sensors.</p></main>') },
];

describe('buildSearchIndex', () => {
  it('finds a news item and a service page by a word in their body, with title, kind and a marked excerpt', async () => {
    const files = inMemory(await buildSearchIndex(pages));
    const news = await searchFiles(files, 'quokka');
    expect(news.map(({ url }) => url)).toEqual(['/news/lab-opens']);
    expect(news[0]!.meta).toMatchObject({ title: 'Data lab opens in Lisbon', kind: 'News' });
    expect(news[0]!.excerpt).toContain('<mark>quokka</mark>');

    const service = await searchFiles(files, 'hydrangea');
    expect(service.map(({ url, meta }) => [url, meta.kind, meta.title])).toEqual([['/studio/react-dev', 'Service', 'React development']]);
  });

  it('leaves out the header, the footer and pages without a marked body', async () => {
    const files = inMemory(await buildSearchIndex(pages));
    expect(await searchFiles(files, 'Headerword')).toEqual([]);
    expect(await searchFiles(files, 'Footerword')).toEqual([]);
    expect((await searchFiles(files, 'migration')).map(({ url }) => url)).not.toContain('/news');
  });

  it('keeps only what the browser needs: the loader, its worker, the entry, the wasm and the chunks', async () => {
    const paths = (await buildSearchIndex(pages)).map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']));
    expect(paths.some((path) => path.startsWith('fragment/'))).toBe(true);
    expect(paths.some((path) => /^wasm\..+\.pagefind$/.test(path))).toBe(true);
    expect(paths.filter((path) => path.includes('-ui'))).toEqual([]);
  });
});

/** A store in memory that records the order of writes. */
function memoryStore() {
  const files = new Map<string, { body: string | Uint8Array; contentType: string }>();
  const order: string[] = [];
  const store: PageStore = {
    async write(file, body, contentType) {
      files.set(file, { body, contentType });
      order.push(file);
    },
    async remove(file) {
      files.delete(file);
    },
    async read(file) {
      const found = files.get(file);
      return found ? String(found.body) : null;
    },
  };
  return { store, files, order };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const generation = (name: string) => [
  { path: 'pagefind-entry.json', content: bytes(`{"meta":"${name}"}`) },
  { path: 'pagefind.js', content: bytes('loader') },
  { path: `fragment/en_${name}.pf_fragment`, content: bytes(name) },
];

describe('writeSearchIndex', () => {
  it('writes under pagefind/ with content types, the entry last', async () => {
    const { store, files, order } = memoryStore();
    await writeSearchIndex(store, generation('a'));
    expect(order.slice(0, 3)).toEqual(['pagefind/fragment/en_a.pf_fragment', 'pagefind/pagefind.js', 'pagefind/pagefind-entry.json']);
    expect(files.get('pagefind/pagefind.js')?.contentType).toBe('text/javascript; charset=utf-8');
    expect(files.get('pagefind/pagefind-entry.json')?.contentType).toBe('application/json');
    expect(files.get('pagefind/fragment/en_a.pf_fragment')?.contentType).toBe('application/octet-stream');
  });

  it('keeps the previous generation, and older ones until they have been retired long enough', async () => {
    const { store, files } = memoryStore();
    const start = Date.parse('2026-11-27T03:00:00Z');
    await writeSearchIndex(store, generation('a'), new Date(start));
    await writeSearchIndex(store, generation('b'), new Date(start + 1000));
    await writeSearchIndex(store, generation('c'), new Date(start + 2000));
    // a was retired a second ago: a visitor may still hold its entry.
    expect(files.has('pagefind/fragment/en_a.pf_fragment')).toBe(true);

    const later = await writeSearchIndex(store, generation('d'), new Date(start + 1000 + keepRetiredMs));
    expect(later.removed).toEqual(['pagefind/fragment/en_a.pf_fragment']);
    expect(files.has('pagefind/fragment/en_a.pf_fragment')).toBe(false);
    // b retired exactly keepRetiredMs - 1 s ago and c is the previous generation: both kept; the shared loader too.
    for (const name of ['b', 'c', 'd']) expect(files.has(`pagefind/fragment/en_${name}.pf_fragment`), name).toBe(true);
    expect(files.has('pagefind/pagefind.js')).toBe(true);

    const much = await writeSearchIndex(store, generation('e'), new Date(start + 10 * keepRetiredMs));
    // Only the previous generation (d) stays beside the new one.
    expect(much.removed.sort()).toEqual(['pagefind/fragment/en_b.pf_fragment', 'pagefind/fragment/en_c.pf_fragment']);
    expect(files.has('pagefind/fragment/en_d.pf_fragment')).toBe(true);
  });

  it('starts afresh from an unreadable manifest instead of failing the publish', async () => {
    const { store, files } = memoryStore();
    await store.write('pagefind/generations.json', 'not json', 'application/json');
    await writeSearchIndex(store, generation('a'));
    expect(JSON.parse(String(files.get('pagefind/generations.json')?.body)).generations[0].files).toContain(
      'pagefind/fragment/en_a.pf_fragment',
    );
  });
});
