/**
 * Pagefind's browser API, loaded from the published index (/pagefind/) only
 * when a visitor opens search: it is never part of the app's bundle, and each
 * publish may bring a newer one.
 */
export interface SearchResult {
  url: string;
  title: string;
  kind: string;
  /** Text with the hits in <mark> (see ./excerpt). */
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>;
}

const pagefindUrl = '/pagefind/pagefind.js';

/** Results shown at once; a visitor refines the words rather than scrolling a long list. */
export const shownResults = 10;

let loading: Promise<Pagefind> | null = null;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ pagefindUrl).then(async (pagefind: Pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load (offline, no index yet) is tried again on the next search.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function searchSite(term: string): Promise<SearchResult[]> {
  const pagefind = await loadPagefind();
  const answer = await pagefind.search(term);
  const data = await Promise.all((answer?.results ?? []).slice(0, shownResults).map((result) => result.data()));
  return data.map(({ url, excerpt, meta }) => ({ url, excerpt, title: meta.title ?? url, kind: meta.kind ?? 'Page' }));
}
