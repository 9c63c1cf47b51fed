/**
 * Reads that must see a write that just happened: the publisher renders right
 * after the table's stream delivered a change, when an eventually consistent
 * read may still answer the version before it. Inside `withFreshReads`, every
 * read of the table itself is strongly consistent (ConsistentRead), and a list
 * read from the list index, which DynamoDB can only read eventually
 * consistently, has the given items overlaid: each as a consistent GetItem read
 * it (in, moved, changed, or gone from its partition). The context follows the
 * calls (AsyncLocalStorage), so the route handlers the publisher calls in-process
 * read this way without a parameter through every layer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { table } from './keys';

type Attributes = Record<string, unknown>;

interface FreshReads {
  /** Items as a consistent read found them, by pk; null for an item that is gone. */
  items: ReadonlyMap<string, Attributes | null>;
}

const context = new AsyncLocalStorage<FreshReads>();

export function withFreshReads<T>(items: ReadonlyMap<string, Attributes | null>, work: () => Promise<T>): Promise<T> {
  return context.run({ items }, work);
}

/** Whether reads of the table should be strongly consistent here. */
export const readsConsistently = (): boolean => context.getStore() !== undefined;

/**
 * A list-index partition's items (newest first, or from `from` upwards) with
 * the fresh items in their place: the index may still lack, hold, or hold an
 * older version of an item just written.
 */
export function overlayFresh(partition: string, listed: Attributes[], from?: string): Attributes[] {
  const fresh = context.getStore()?.items;
  if (!fresh || fresh.size === 0) return listed;
  const { partitionKey, sortKey } = table.listIndex;
  const kept = listed.filter((item) => !fresh.has(String(item.pk)));
  const added = [...fresh.values()].filter(
    (item): item is Attributes =>
      item !== null && item[partitionKey] === partition && (from === undefined || String(item[sortKey]) >= from),
  );
  const order = (a: Attributes, b: Attributes) =>
    String(a[sortKey]) < String(b[sortKey]) ? -1 : String(a[sortKey]) > String(b[sortKey]) ? 1 : 0;
  return [...kept, ...added].sort((a, b) => (from === undefined ? order(b, a) : order(a, b)));
}
