/**
 * A page's one document as the public page shows it. Kept apart from its
 * write (./page-document) so the public read bundles no write machinery.
 */
import { messages } from '../../contract/messages';
import { HttpError } from '../http/errors';
import * as repository from '../db/repository';
import type { Collection } from './collections';

/** The first (the only) document of its list partition, without who changed it; 404 while the table has none. */
export async function readPageDocument<T>(collection: Collection<T>): Promise<T> {
  const [found] = await repository.listAll<T & { updatedBy?: unknown }>(collection.type);
  if (!found) throw new HttpError(404, messages.notFound[collection.kind]);
  const { updatedBy: _, ...rest } = found;
  return rest as T;
}
