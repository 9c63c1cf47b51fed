import type { AuditEntry } from '@contract/audit';
import type { AuditQuery } from '@contract/route-schemas';
import { routes } from '@contract/routes';
import { dataOrThrow, messageOf, useAdminPages } from '../shared/admin-read';
import type { AuditDays } from './audit-range';

/** What the screen's filters hold: the route's own, with From and To as the admin's local days. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'from' | 'to'> & AuditDays;
/** What one read of the log asks the route: the filters, the days as UTC bounds. */
export type AuditLogQuery = Omit<AuditQuery, 'cursor'>;

export interface AuditLogState {
  entries: AuditEntry[];
  /** The next page's link; absent once the log (as filtered) is all shown. */
  cursor?: string;
  loading: boolean;
  /** Why the last read failed, in the server's words. */
  error?: string;
  loadMore: () => void;
}

type PageKey = ['listAudit', AuditLogQuery, string | undefined];
type AuditPage = { list: AuditEntry[]; cursor?: string };

/**
 * The audit log as the query narrows it: the first page on each change of
 * filters, then "Load more" appends the next, read with the cursor the last
 * one gave. The pages of filters no longer chosen are never shown.
 */
export function useAuditLog(query: AuditLogQuery): AuditLogState {
  const { action, actor, itemType, from, to } = query;
  const keyOf = (index: number, previous: AuditPage | null): PageKey | null => {
    if (index > 0 && !previous?.cursor) return null;
    return ['listAudit', { action, actor, itemType, from, to }, previous?.cursor];
  };
  const { data, error, size, setSize, isValidating, mutate } = useAdminPages(keyOf, async (call, [, query, cursor]: PageKey) =>
    dataOrThrow(await call(routes.listAudit, { query: { ...query, cursor } })),
  );
  const pages = data ?? [];
  // A page asked for and not yet here: the first one, or the one Load more added.
  const loading = isValidating || (pages.length < size && !error);
  const loadMore = () => {
    if (loading) return;
    // After a failed Load more the page is still wanted: read it again rather than ask for one more.
    void (pages.length < size ? mutate() : setSize(size + 1));
  };
  return {
    entries: pages.flatMap((page) => page.list),
    cursor: pages.at(-1)?.cursor,
    loading,
    error: error && !isValidating ? messageOf(error) : undefined,
    loadMore,
  };
}
