/**
 * The content writes that move or end an item's page, with their redirects:
 * an update that changes a news item's, press release's, case study's or service's URL records a 301
 * from the old page to the new one; one that unpublishes it, or a delete,
 * removes the redirects leading to it, so its URLs answer 404. The publisher
 * moves the page itself (the table stream: the old page file goes, the new
 * one is written, the sitemap follows).
 */
import type { AuditEvent } from '../../contract/audit';
import { type Collection, type Item, statusOf } from '../content/collections';
import type { Change } from '../content/content-audit';
import { deleteItem, type Editor, updateItem } from '../content/content';
import { releaseSlug } from '../db/repository';
import { itemPath, published } from '../publish/pages';
import { pageGone, pageMoved } from './redirects';

type Paged = 'NEWS' | 'PRESS' | 'CASESTUDY' | 'SERVICE';

const pathOf = (type: Paged, item: Item) => itemPath(type, item);
const isLive = (item: Item) => statusOf(item) === 'published';

/** The audit entry of a URL change: old path → new path. */
function moved(collection: Collection<unknown>, before: string, after: string, item: Item): AuditEvent {
  const title = item[collection.titleField];
  return {
    action: 'url-change',
    itemType: collection.kind,
    itemId: String(item._id),
    ...(typeof title === 'string' && title ? { itemTitle: title } : {}),
    detail: `${before} → ${after}`,
  };
}

/** An update of a page with its own URL (news, press release, case study, service), with what it does to redirects; answers the change and its URL's audit entry, if any. */
export async function updateWithRedirects<T>(
  collection: Collection<T> & { type: Paged },
  id: string,
  input: Item,
  by: Editor,
): Promise<{ change: Change<T>; urlChange: AuditEvent[] }> {
  const change = await updateItem<T>(collection, id, input, by);
  const after = change.after as Item;
  const [oldPath, newPath] = [pathOf(collection.type, change.before), pathOf(collection.type, after)];
  if (!oldPath || !newPath) return { change, urlChange: [] };
  if (isLive(change.before) && !isLive(after)) await pageGone(oldPath);
  if (oldPath === newPath) return { change, urlChange: [] };
  if (isLive(after)) await pageMoved(oldPath, newPath, by?.email ?? 'unknown');
  return { change, urlChange: [moved(collection as Collection<unknown>, oldPath, newPath, after)] };
}

/** A delete of a page with its own URL: its redirects go, and the old slugs they kept reserved are free again. */
export async function deleteWithRedirects<T>(collection: Collection<T> & { type: Paged }, id: string): Promise<Item> {
  const removed = await deleteItem<T>(collection, id);
  const path = pathOf(collection.type, removed);
  if (!path) return removed;
  const prefix = published[collection.type].itemPrefix ?? '';
  for (const redirect of await pageGone(path)) {
    if (redirect.kind === 'automatic' && redirect.from.startsWith(prefix))
      await releaseSlug(collection.type, decodeURIComponent(redirect.from.slice(prefix.length)));
  }
  return removed;
}
