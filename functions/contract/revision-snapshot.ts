/**
 * What an earlier version of a content item holds: its text fields only
 * (wording, dates, alt text) and its publish state, never its images. The
 * server keeps one before each update; the admin takes the same of the
 * current item to compare a version with it.
 */
import type { Schema } from './schemas/fields';

/**
 * Fields a version never holds: images (they stay as they are), the upload
 * fields that name them, and the URL (a move has its redirects: it is changed
 * on its own, never brought back by a restore).
 */
const imageFields = new Set(['image', 'eventImages', 'eventImagesAlt', 'slug']);

/** The version of `item` its form's schema describes: each text field it has, `publishAt`, and its status (none: published). */
export function revisionSnapshot(schema: Schema, item: Record<string, unknown>): Record<string, string> {
  const names = [...Object.keys(schema.entries).filter((name) => !imageFields.has(name)), 'publishAt'];
  const snapshot: Record<string, string> = {};
  for (const name of names) {
    const value = item[name];
    if (typeof value === 'string') snapshot[name] = value;
  }
  snapshot.status = typeof item.status === 'string' ? item.status : 'published';
  return snapshot;
}
