/**
 * Restoring an earlier version: an update from the version's text
 * fields. The item keeps today's images and its publish state; the version
 * it replaces is kept in turn, so a restore can itself be undone.
 */
import { messages } from '../../contract/messages';
import type { Collection } from './collections';
import type { Change } from './content-audit';
import { check, clearableFields, clearedFields, type Editor, existingItem, writeUpdate } from './content-update';
import { HttpError } from '../http/errors';
import { listRevisions } from './revisions';

export async function restoreRevision<T>(collection: Collection<T>, id: string, revisionId: string, by: Editor): Promise<Change<T>> {
  const existing = await existingItem(collection, id);
  const revision = (await listRevisions(collection, id)).find((found) => found._id === revisionId);
  if (!revision) throw new HttpError(404, messages.versionNotFound);
  // The URL stays today's as well: versions never hold it (../../contract/revision-snapshot), and older ones are not trusted to.
  const { status: _status, publishAt: _publishAt, slug: _slug, ...wording } = revision.snapshot;
  // A field the version did not have is emptied (a section it had no title for), except today's image's alt text.
  const absent = clearableFields(collection).filter((name) => !(name in wording) && name !== 'imageAlt');
  const input = { ...Object.fromEntries(absent.map((name) => [name, ''])), ...wording };
  const values = check(collection, input, 'partial');
  return {
    before: existing,
    after: await writeUpdate<T>(collection, existing, values, by, { cleared: clearedFields(collection, input, values) }),
  };
}
