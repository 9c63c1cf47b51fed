/**
 * The About page's one document, changed as text alone: no image, no URL, no
 * publish state (it stays published). The local seed creates it; its public
 * read is ./about-read.
 */
import type { AboutPage } from '../../contract/entities';
import { type Collection, collections } from './collections';
import type { Change } from './content-audit';
import { check, clearedFields, type Editor, existingItem, writeUpdate } from './content-update';

const about: Collection<AboutPage> = collections.about;

/** An update of its texts: checked like any content update, the replaced version kept. */
export async function updateAboutPage(id: string, input: Record<string, unknown>, by: Editor): Promise<Change<AboutPage>> {
  const existing = await existingItem(about, id);
  const values = check(about, input, 'partial');
  const cleared = clearedFields(about, input, values).filter((name) => name in existing);
  if (Object.keys(values).length === 0 && cleared.length === 0) return { before: existing, after: existing as AboutPage };
  return { before: existing, after: await writeUpdate<AboutPage>(about, existing, values, by, { cleared }) };
}
