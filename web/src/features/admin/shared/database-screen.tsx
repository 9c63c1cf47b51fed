import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { messages } from '@contract/messages';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { DeletingOverlay } from './admin-overlays';
import { AdminScreen } from './admin-screen';
import { type Column, rowId } from './data-table';
import { noMatchOf } from './filter-summary';
import { ListCache } from './list-cache';
import { type AllSource, type ServerQuery, type ServerSource, serverQueryOf } from './list-sources';
import { statusLabels } from './status-badge';
import { refineRows, type RowFields } from './table-query';
import { TableToolbar } from './table-toolbar';
import { usePageClamp } from './use-page-clamp';
import { usePagedList } from './use-paged-list';
import { PagedTable } from './paged-table';
import { useRowHighlight } from './use-row-highlight';
import { useTableQuery } from './use-table-query';
import type { AdminResult } from './use-admin-call';

/**
 * Where the rows come from: a whole list the browser searches, filters and
 * sorts (`fields` says how), or a server-paged list built for the table's
 * search, sort and filters (kept stable: useCallback), which the server
 * applies to the whole list.
 */
type Rows<T> = { source: AllSource<T>; fields: RowFields<T> } | { source: (query: ServerQuery) => ServerSource<T>; fields?: never };

export type DatabaseScreenProps<T extends { _id: string }> = Rows<T> & {
  title: string;
  description: string;
  columns: Column<T>[];
  rowLabel: (row: T) => string;
  add?: { label: string; path: string };
  /** Further buttons beside the title (a read-only screen's export, say), given the list's search and sort as the server reads them. */
  actions?: ReactNode | ((query: ServerQuery) => ReactNode);
  /** Edit goes to the update screen with the record handed over in router state. */
  editPath?: (row: T) => string;
  remove?: (row: T) => Promise<AdminResult<unknown>>;
  /** The sort options' word for the A–Z order: Title, Name, E-mail. */
  sortsBy: string;
  /** The content tables filter by publish state. */
  statusFilter?: boolean;
  /** The content tables filter by a banner without alt text. */
  altFilter?: boolean;
};

/** A database screen: title, optional Add button, the shared table, edit and delete (spec §2). Its pages are cached while it is open. */
export function DatabaseScreen<T extends { _id: string }>(props: DatabaseScreenProps<T>) {
  return (
    <ListCache>
      <ScreenBody {...props} />
    </ListCache>
  );
}

function ScreenBody<T extends { _id: string }>(props: DatabaseScreenProps<T>) {
  const { title, description, columns, rowLabel, add, actions, editPath, remove, fields, sortsBy, statusFilter, altFilter } = props;
  usePageMeta(title, description, { noindex: true });
  const navigate = useNavigate();
  const { query, update, updatedId } = useTableQuery();
  const goTo = useCallback((page: number) => update({ page }), [update]);
  const { q, sort, status, alt } = query;
  const serverQuery = useMemo(() => serverQueryOf({ q, sort, status, alt }), [q, sort, status, alt]);
  const source = useMemo(
    () => (typeof props.source === 'function' ? props.source(serverQuery) : props.source),
    [props.source, serverQuery],
  );
  const list = usePagedList(source, rowId, {
    page: query.page,
    goTo,
    refine: fields ? (rows) => refineRows(rows, query, fields) : undefined,
  });
  const [deleting, setDeleting] = useState(false);
  const { removeRow } = list;
  const highlightId = useRowHighlight(updatedId, list, (page) => update({ page }, { replace: true }));
  const updatedRow = highlightId ? list.rows.find((row) => rowId(row) === highlightId) : undefined;

  usePageClamp(list, query.page, update);

  const onDelete = useCallback(
    async (row: T) => {
      if (!remove || !window.confirm(messages.deleteConfirm)) return;
      setDeleting(true);
      const result = await remove(row);
      setDeleting(false);
      if (result.status === 401) return;
      if (isAcknowledged(result)) {
        removeRow(rowId(row));
        toast.success(result.message ?? result.msg ?? '');
      } else toast.error(messages.deleteFailed);
    },
    [remove, removeRow],
  );

  return (
    <AdminScreen
      title={title}
      className={deleting ? 'admin-screen--dimmed' : undefined}
      actions={
        <>
          {add && (
            <Link className="btn btn--primary admin-screen__add" to={add.path}>
              <Plus aria-hidden="true" width={18} height={18} /> {add.label}
            </Link>
          )}
          {typeof actions === 'function' ? actions(serverQuery) : actions}
        </>
      }
    >
      <TableToolbar query={query} update={update} sortsBy={sortsBy} statusFilter={statusFilter} altFilter={altFilter} />
      <p className="visually-hidden" role="status">
        {updatedRow ? `Updated: ${rowLabel(updatedRow)}` : ''}
      </p>
      <PagedTable
        list={list}
        caption={title}
        columns={columns}
        rowKey={rowId}
        rowLabel={rowLabel}
        onEdit={editPath ? (row) => void navigate(editPath(row), { state: { record: row } }) : undefined}
        onDelete={remove ? onDelete : undefined}
        rowLink={editPath ? (row) => ({ to: editPath(row), state: { record: row } }) : undefined}
        noMatch={noMatchOf(
          'items',
          { q: query.q, status: query.status === 'all' ? undefined : statusLabels[query.status], missingAlt: query.alt === 'missing' },
          () => update({ q: '', status: 'all', alt: 'all' }),
        )}
        highlightId={highlightId}
      />
      {deleting && <DeletingOverlay />}
    </AdminScreen>
  );
}
