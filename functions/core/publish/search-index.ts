/**
 * The site search's index, built with Pagefind from the published HTML. Only
 * what a page marks with data-pagefind-body (its main content) is indexed, so
 * the header, footer, list pages, the 404 page and the admin shell never are;
 * each page names its kind (News, Service…) with data-pagefind-meta.
 *
 * Pagefind runs its own binary (the platform package @pagefind/linux-*),
 * answering in memory: nothing is written to disk, which Lambda's read-only
 * code folder needs.
 */
import { close, createIndex } from 'pagefind';

export interface IndexedPage {
  /** The page's URL path, e.g. /news/cloud-centre-opens: what a result links to. */
  path: string;
  html: string;
}

export interface IndexFile {
  /** Relative to the index folder, e.g. pagefind-entry.json or fragment/en_1a2b.pf_fragment. */
  path: string;
  content: Uint8Array;
}

/**
 * The files the browser needs to search: the loader, its worker, the entry,
 * the wasm and the hashed chunks. Pagefind's ready-made UIs are left out: the
 * site draws its own search dialog.
 */
const needed = (path: string) =>
  /^pagefind(-worker)?\.js$/.test(path) ||
  path === 'pagefind-entry.json' ||
  /^wasm\.[\w-]+\.pagefind$/.test(path) ||
  /\.pf_meta$/.test(path) ||
  /^(fragment|index|filter)\/[\w.-]+$/.test(path);

export async function buildSearchIndex(pages: readonly IndexedPage[]): Promise<IndexFile[]> {
  try {
    const { index, errors } = await createIndex({});
    if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
    for (const { path, html } of pages) {
      const added = await index.addHTMLFile({ url: path, content: html });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not build the index: ${fileErrors.join('; ')}`);
    return files.filter((file) => needed(file.path)).map(({ path, content }) => ({ path, content }));
  } finally {
    // The binary is a child process: left running, it would keep the worker (and a test run) alive.
    await close();
  }
}
