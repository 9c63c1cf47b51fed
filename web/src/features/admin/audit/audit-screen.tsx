import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditAction, auditActions } from '@contract/audit';
import { usePageMeta } from '../../../components/page-meta';
import { ListCache } from '../shared/list-cache';
import { SpinIcon } from '../shared/spin-icon';
import { AuditFiltersBar } from './audit-filters';
import { AuditTable } from './audit-table';
import { isAuditItemType } from './audit-texts';
import { auditRangeOf } from './audit-range';
import { type AuditFilters, type AuditLogQuery, useAuditLog } from './use-audit-log';
import { AdminScreen } from '../shared/admin-screen';
import './audit.css';

const isAction = (value: string | null): value is AuditAction => auditActions.includes(value as AuditAction);

/** The filters live in the URL (?action=&user=&type=&from=&to=), so a filtered log can be reloaded, shared and gone back to. */
function useUrlFilters(): [AuditFilters, (filters: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const actor = params.get('user')?.trim().toLowerCase() || undefined;
  const type = params.get('type');
  // The days stay as the URL has them: one that is not a day is named by the range's check, not dropped.
  const fromDay = params.get('from')?.slice(0, 10) || undefined;
  const toDay = params.get('to')?.slice(0, 10) || undefined;
  const filters = useMemo<AuditFilters>(
    () => ({
      action: isAction(action) ? action : undefined,
      actor: actor?.slice(0, 254),
      itemType: type && isAuditItemType(type) ? type : undefined,
      fromDay,
      toDay,
    }),
    [action, actor, type, fromDay, toDay],
  );
  const change = useCallback(
    (next: AuditFilters) => {
      const query = new URLSearchParams();
      if (next.action) query.set('action', next.action);
      if (next.actor) query.set('user', next.actor);
      if (next.itemType) query.set('type', next.itemType);
      if (next.fromDay) query.set('from', next.fromDay);
      if (next.toDay) query.set('to', next.toDay);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return [filters, change];
}

/** /admin/audit (Owners): who did what and when, newest first, 50 entries at a time. */
export function AuditScreen() {
  usePageMeta('Audit log', 'Every admin write, user change and sign-in, kept for a year.', { noindex: true });
  const [filters, setFilters] = useUrlFilters();
  const { action, actor, itemType, fromDay, toDay } = filters;
  const range = useMemo(() => auditRangeOf({ fromDay, toDay }), [fromDay, toDay]);
  return (
    <AdminScreen title="Audit log" className="audit-screen">
      <p className="audit-screen__intro">Every change made in the admin, every user change and every sign-in, kept for a year.</p>
      <AuditFiltersBar filters={filters} onChange={setFilters} rangeError={range.error} />
      {/* Each choice of filters, a choice made before included, reads the log afresh: the newest entries come first. */}
      {range.error === undefined && (
        <ListCache key={JSON.stringify([action, actor, itemType, range.from, range.to])}>
          <AuditEntries query={{ action, actor, itemType, from: range.from, to: range.to }} />
        </ListCache>
      )}
    </AdminScreen>
  );
}

/** The entries the query leaves, with Load more while the log has more. */
function AuditEntries({ query }: { query: AuditLogQuery }) {
  const log = useAuditLog(query);
  const filtered = Object.values(query).some(Boolean);
  const first = log.loading && log.entries.length === 0;

  return (
    <>
      <p className="visually-hidden" role="status">
        {log.loading
          ? ''
          : `${log.entries.length} ${log.entries.length === 1 ? 'entry' : 'entries'} shown${log.cursor ? ', more to load' : ''}.`}
      </p>
      {log.entries.length > 0 && <AuditTable entries={log.entries} caption="Audit log" />}
      {first && (
        <p className="admin-table__spinner audit-screen__state">
          <SpinIcon size={24} />
          <span>Loading…</span>
        </p>
      )}
      {!log.loading && !log.error && log.entries.length === 0 && (
        <p className="audit-screen__state">{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>
      )}
      {log.error && (
        <p className="audit-screen__state audit-screen__error" role="alert">
          {log.error}
        </p>
      )}
      {log.cursor && log.entries.length > 0 && (
        <div className="audit-screen__more">
          <button type="button" className="btn btn--ghost" disabled={log.loading} aria-busy={log.loading} onClick={log.loadMore}>
            {log.loading ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
