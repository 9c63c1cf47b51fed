/**
 * Searches a built Pagefind index the way the browser does: Pagefind's own
 * pagefind.js (wasm included) imported in Node, its fetches answered from the
 * index files (in memory or in a published folder).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Found {
  url: string;
  meta: Record<string, string>;
  excerpt: string;
  content: string;
}

type Files = (path: string) => Uint8Array | null;

interface PagefindApi {
  options(options: { basePath: string }): Promise<void>;
  search(term: string): Promise<{ results: Array<{ data(): Promise<Found> }> }>;
}

/** What searching `term` finds, best first. Each call loads its own copy of pagefind.js, so no state is shared. */
export async function searchFiles(files: Files, term: string): Promise<Found[]> {
  const loader = files('pagefind.js');
  if (!loader) throw new Error('No pagefind.js in the index');
  const copy = join(mkdtempSync(join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  writeFileSync(copy, loader);
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url) => {
    const path = String(url)
      .replace(/^\/pagefind\//, '')
      .replace(/\?.*$/, '');
    const body = files(path);
    return body ? new Response(new Uint8Array(body)) : new Response('', { status: 404 });
  };
  try {
    const pagefind = (await import(pathToFileURL(copy).href)) as PagefindApi;
    await pagefind.options({ basePath: '/pagefind/' });
    const { results } = await pagefind.search(term);
    return Promise.all(results.map((result) => result.data()));
  } finally {
    globalThis.fetch = realFetch;
  }
}

export const inMemory =
  (files: Array<{ path: string; content: Uint8Array }>): Files =>
  (path) =>
    files.find((file) => file.path === path)?.content ?? null;

/** The index a publish wrote into a site folder (under pagefind/). */
export const publishedIn =
  (root: string): Files =>
  (path) => {
    try {
      return readFileSync(join(root, 'pagefind', path));
    } catch {
      return null;
    }
  };
