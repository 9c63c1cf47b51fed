import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '@contract/audit';
import type { AuditQuery } from '@contract/route-schemas';
import { routes } from '@contract/routes';
import { isAcknowledged } from '../../../lib/api';
import { failureText, useAdminCall } from '../use-admin-call';

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

export interface AuditLogState {
  entries: AuditEntry[];
  /** The next page's link; absent once the log (as filtered) is all shown. */
  cursor?: string;
  loading: boolean;
  /** Why the last read failed, in the server's words. */
  error?: string;
}

/**
 * The audit log as the filters narrow it: the first page on each change of
 * filters, then "Load more" appends the next. An answer for filters that are
 * no longer the current ones is dropped.
 */
export function useAuditLog(filters: AuditFilters) {
  const call = useAdminCall();
  const [state, setState] = useState<AuditLogState>({ entries: [], loading: true });
  const generation = useRef(0);
  const { action, actor, itemType } = filters;

  const read = useCallback(
    async (cursor: string | undefined, kept: AuditEntry[]) => {
      const mine = ++generation.current;
      setState((current) => ({ ...current, entries: kept, loading: true, error: undefined }));
      const answer = await call(routes.listAudit, { query: { action, actor, itemType, cursor } });
      if (mine !== generation.current || answer.status === 401) return;
      if (isAcknowledged(answer) && answer.data) {
        const { list, cursor: next } = answer.data;
        setState({ entries: [...kept, ...list], cursor: next, loading: false });
      } else setState({ entries: kept, cursor, loading: false, error: failureText(answer) });
    },
    [call, action, actor, itemType],
  );

  useEffect(() => {
    void read(undefined, []);
  }, [read]);

  const loadMore = useCallback(() => {
    if (state.cursor && !state.loading) void read(state.cursor, state.entries);
  }, [read, state.cursor, state.loading, state.entries]);

  return { ...state, loadMore };
}
