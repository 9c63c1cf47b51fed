import { useEffect } from 'react';
import { totalPages } from './paging';

interface Shown {
  loading: boolean;
  failed: boolean;
  count: number;
  limit: number;
}

/** A page past the end (a bookmark, a narrower search, the last row deleted) shows the last page instead. */
export function usePageClamp(list: Shown, page: number, update: (change: { page: number }, how: { replace: boolean }) => void): void {
  const pages = totalPages(list.count, list.limit);
  useEffect(() => {
    if (!list.loading && !list.failed && page > pages) update({ page: pages }, { replace: true });
  }, [list.loading, list.failed, page, pages, update]);
}
