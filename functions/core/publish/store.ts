/** Where published pages go: a folder (the local server's) or the site bucket (./s3-store). */
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

export interface PageStore {
  /** `file` is relative to the site root, e.g. news/x/index.html or sitemap.xml. */
  write(file: string, body: string | Uint8Array, contentType: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** A published file's text, or null when there is none (the search index reads the pages a run did not render). */
  read(file: string): Promise<string | null>;
  /**
   * Tells caches in front of the store that these URL paths changed (CloudFront);
   * nothing for a folder. Throws when it could not, after its own retries.
   */
  invalidate?(paths: string[]): Promise<void>;
}

export const contentTypes = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  // Pagefind's .pf_* chunks and .pagefind wasm are its own compressed format, decoded by pagefind.js.
  binary: 'application/octet-stream',
} as const;

/** A folder on disk; each file is written whole and renamed in, so a reader never sees half a page. */
export function folderStore(root: string): PageStore {
  const base = resolve(root);
  const inside = (file: string) => {
    const target = resolve(base, file);
    if (!target.startsWith(base + sep)) throw new Error(`${file} is outside ${base}`);
    return target;
  };
  return {
    async write(file, body) {
      const target = inside(file);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async read(file) {
      return readFile(inside(file), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(file) {
      const target = inside(file);
      await rm(target, { force: true });
      // Drop the page's now empty folders (news/x/), never the root.
      for (let folder = dirname(target); relative(base, folder) !== '' && folder.startsWith(base + sep); folder = dirname(folder)) {
        if (
          !(await rmdir(folder).then(
            () => true,
            () => false,
          ))
        )
          break;
      }
    },
  };
}
