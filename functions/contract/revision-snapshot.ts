/**
 * What an earlier version of a content item holds: its text fields only
 * (wording, dates, alt text, ticked boxes, groups' entries as JSON) and its publish
 * state, never its images. The server keeps one before each update; the
 * admin takes the same of the current item to compare a version with it.
 */
import type { Schema } from './schemas/fields';

/**
 * Fields a version never holds: images (they stay as they are), the upload
 * fields that name them, and the URL (a move has its redirects: it is changed
 * on its own, never brought back by a restore).
 */
const imageFields = new Set(['image', 'eventImages', 'eventImagesAlt', 'slug']);

/**
 * A group's entries as JSON, each entry's fields in the schema's order (the
 * table keeps no order in a map, and two equal versions must read as equal);
 * what a restore sends back, as the form does.
 */
function groupJson(entries: Readonly<Record<string, unknown>>, value: unknown[]): string {
  const names = Object.keys(entries);
  const ordered = value.map((entry) => {
    const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]]));
  });
  return JSON.stringify(ordered);
}

/** The version of `item` its form's schema describes: each text field it has, each ticked box, each group's entries (as JSON), `publishAt`, and its status (none: published). */
export function revisionSnapshot(schema: Schema, item: Record<string, unknown>): Record<string, string> {
  const names = [...Object.keys(schema.entries).filter((name) => !imageFields.has(name)), 'publishAt'];
  const snapshot: Record<string, string> = {};
  for (const name of names) {
    const value = item[name];
    const entries = schema.entries[name]?.meta.entries;
    if (typeof value === 'string') snapshot[name] = value;
    // A ticked box as the form sends it (an unticked one is left out: a restore unticks it).
    else if (value === true) snapshot[name] = 'true';
    // An empty group is left out, like an empty text: a restore empties that field.
    else if (entries && Array.isArray(value) && value.length > 0) snapshot[name] = groupJson(entries, value);
  }
  snapshot.status = typeof item.status === 'string' ? item.status : 'published';
  return snapshot;
}
