import { routes } from '@contract/routes';
import { type AdminCall, AdminReadError, dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';
import type { EntityKind } from './form-fields';

export type ItemRecord = Record<string, unknown>;

export type ContentItemState =
  | { state: 'create' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; record: ItemRecord; replace: (record: ItemRecord) => void };

/** The loader's answer: the item, or null when the server knows no such item. */
async function load(call: AdminCall, kind: EntityKind, id: string): Promise<ItemRecord | null> {
  const result = await call(routes.getContentItem, { params: { kind, id } });
  if (result.status === 404) return null;
  const item = dataOrThrow(result) as unknown;
  if (!isItem(item)) throw new AdminReadError({ status: result.status });
  return item;
}

const isItem = (value: unknown): value is ItemRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as ItemRecord)._id === 'string';

/**
 * The item an edit screen works on, by the id in its URL (any status), always
 * read with getContentItem: the record handed over by the table (or kept in
 * the history entry across a reload) fills the form at once meanwhile, and a
 * failed read keeps it. No id: create mode.
 */
export function useContentItem(kind: EntityKind, id: string | undefined, handedOver: ItemRecord | undefined): ContentItemState {
  // The handed-over record shows at once; the item is still read on opening the screen.
  const { data, error, isLoading, mutate } = useAdminRead(
    id ? ['getContentItem', kind, id] : null,
    (call) => load(call, kind, id as string),
    {
      fallbackData: handedOver,
      revalidateOnMount: true,
      revalidateIfStale: false,
    },
  );
  if (!id) return { state: 'create' };
  if (data) return { state: 'ready', record: data, replace: (record) => void mutate(record, { revalidate: false }) };
  if (data === null) return { state: 'missing' };
  if (error) return { state: 'failed', message: messageOf(error), retry: () => void mutate() };
  return isLoading || data === undefined ? { state: 'loading' } : { state: 'missing' };
}
