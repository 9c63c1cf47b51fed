/**
 * Puts a new search index into the site store under pagefind/ and retires old
 * ones safely. Pagefind's chunks are named by their content's hash, so only
 * its entry (pagefind-entry.json, which names the current chunks) and its
 * loader change in place; the entry is written last, so a browser never reads
 * an entry whose chunks are not there yet.
 *
 * A visitor who opened search just before a publish still holds the previous
 * entry (and a page cached at the edge for up to 5 minutes may still start
 * it), so the chunks of earlier generations stay until they are older than
 * `keepRetiredMs`, and the latest earlier generation stays whatever its age.
 * pagefind/generations.json records each generation's files; a file is
 * deleted only when no kept generation names it.
 */
import type { IndexFile } from './search-index';
import { contentTypes, type PageStore } from './store';

export const searchFolder = 'pagefind';

const manifestFile = `${searchFolder}/generations.json`;

/** Twice the edge's 5 minutes, so an entry read at the edge's last moment still finds its chunks. */
export const keepRetiredMs = 10 * 60 * 1000;

/** The files that change in place; every other file's name is its content's hash, so it needs no invalidation. */
export const searchEntryPaths = [`/${searchFolder}/pagefind-entry.json`, `/${searchFolder}/pagefind.js`];

interface Generation {
  files: string[];
  /** When a newer generation replaced it (ISO time); absent for the current one. */
  retiredAt?: string;
}

export function contentTypeOf(file: string): string {
  if (file.endsWith('.js')) return contentTypes.js;
  if (file.endsWith('.json')) return contentTypes.json;
  return contentTypes.binary;
}

/** Writes the index, then forgets and deletes what no kept generation needs. Answers the files written and removed. */
export async function writeSearchIndex(
  store: PageStore,
  files: readonly IndexFile[],
  now = new Date(),
): Promise<{ written: string[]; removed: string[] }> {
  const stored = (path: string) => `${searchFolder}/${path}`;
  const last = (path: string) => (path === 'pagefind-entry.json' ? 2 : path === 'pagefind.js' ? 1 : 0);
  const ordered = [...files].sort((a, b) => last(a.path) - last(b.path));
  for (const file of ordered) await store.write(stored(file.path), file.content, contentTypeOf(file.path));

  const earlier = await readGenerations(store);
  const retired = earlier.map((generation) => ({ ...generation, retiredAt: generation.retiredAt ?? now.toISOString() }));
  const isKept = (generation: Generation, position: number) =>
    position === 0 || now.getTime() - Date.parse(generation.retiredAt ?? '') < keepRetiredMs;
  const kept = retired.filter(isKept);
  const current: Generation = { files: ordered.map((file) => stored(file.path)) };
  const needed = new Set([...current.files, ...kept.flatMap((generation) => generation.files)]);
  const removed = [...new Set(retired.filter((generation, position) => !isKept(generation, position)).flatMap((g) => g.files))].filter(
    (file) => !needed.has(file),
  );
  // The manifest is written before deleting, so a run that fails half way leaves files behind, never a manifest naming deleted ones as kept.
  await store.write(manifestFile, JSON.stringify({ generations: [current, ...kept] }), contentTypes.json);
  for (const file of removed) await store.remove(file);
  return { written: [...current.files, manifestFile], removed };
}

async function readGenerations(store: PageStore): Promise<Generation[]> {
  const text = await store.read(manifestFile);
  if (text === null) return [];
  try {
    const parsed = JSON.parse(text) as { generations?: unknown };
    return Array.isArray(parsed.generations)
      ? parsed.generations.filter(
          (generation): generation is Generation =>
            Array.isArray(generation?.files) &&
            generation.files.every((file: unknown) => typeof file === 'string' && file.startsWith(`${searchFolder}/`)),
        )
      : [];
  } catch {
    // An unreadable manifest forgets the old files (left in place, harmless) rather than stopping the publish.
    return [];
  }
}
