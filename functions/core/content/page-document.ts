/**
 * A page kept as one document (the About page, …): changed as text alone, with
 * no image, no URL and no publish state (it stays published). The seed and
 * `npm run site-copy` create it; its public read is ./page-document-read.
 */
import type { Collection } from './collections';
import type { Change } from './content-audit';
import { check, clearedFields, type Editor, existingItem, writeUpdate } from './content-update';

/** An update of its texts: checked like any content update, the replaced version kept. */
export async function updatePageDocument<T>(
  collection: Collection<T>,
  id: string,
  input: Record<string, unknown>,
  by: Editor,
): Promise<Change<T>> {
  const existing = await existingItem(collection, id);
  const values = check(collection, input, 'partial');
  const cleared = clearedFields(collection, input, values).filter((name) => name in existing);
  if (Object.keys(values).length === 0 && cleared.length === 0) return { before: existing, after: existing as T };
  collection.assertConsistent?.({ ...existing, ...values });
  return { before: existing, after: await writeUpdate<T>(collection, existing, values, by, { cleared }) };
}
