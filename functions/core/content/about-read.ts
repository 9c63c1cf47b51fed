/**
 * The About page's one document as the public page shows it. Kept apart from
 * its write (./about-page) so the public read bundles no write machinery.
 */
import type { AboutPage } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { HttpError } from '../http/errors';
import * as repository from '../db/repository';
import { collections } from './collections';

/** The first (the only) document of its list partition, without who changed it; 404 while the table has none. */
export async function readAboutPage(): Promise<AboutPage> {
  const [found] = await repository.listAll<AboutPage>(collections.about.type);
  if (!found) throw new HttpError(404, messages.notFound.about);
  const { updatedBy: _, ...rest } = found;
  return rest as AboutPage;
}
