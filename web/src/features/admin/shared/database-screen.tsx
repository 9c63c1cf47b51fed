import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { messages } from '@contract/messages';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { DeletingOverlay } from './admin-overlays';
import { AdminScreen } from './admin-screen';
import type { RowLink } from './clip-text';
import { type Column, rowId } from './data-table';
import { noMatchOf } from './filter-summary';
import { ListCache } from './list-cache';
import { type AllSource, type ServerQuery, type ServerSource, serverQueryOf } from './list-sources';
import { statusLabels } from './status-badge';
import { refineRows, type RowFields, type SortKey, type TableQuery } from './table-query';
import { TableToolbar } from './table-toolbar';
import { usePageClamp } from './use-page-clamp';
import { usePagedList } from './use-paged-list';
import { PagedTable } from './paged-table';
import { useRowHighlight } from './use-row-highlight';
import { type TableQueryState, useTableQuery } from './use-table-query';
import type { AdminResult } from './use-admin-call';

/**
 * Where the rows come from: a whole list the browser searches, filters and
 * sorts (`fields` says how), or a server-paged list built for the table's
 * search, sort and filters (kept stable: useCallback), which the server
 * applies to the whole list.
 */
type Rows<T> = { source: AllSource<T>; fields: RowFields<T> } | { source: (query: ServerQuery) => ServerSource<T>; fields?: never };

export type DatabaseScreenProps<T extends { _id: string }, S extends string = string> = Rows<T> & {
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
  /** Where a row's link goes, when not to its update screen (an enquiry opens its lead). */
  rowLink?: (row: T) => RowLink;
  /** A Status filter over states of the list's own (the enquiries' lead states), with its query: see OwnStatuses. */
  ownStatuses?: OwnStatuses<S>;
};

/** What an own-states list's URL holds: search, sort, page and one of its states (or all). */
export interface OwnStatusQuery<S extends string> {
  page: number;
  q: string;
  sort: SortKey;
  status: S | 'all';
}

/**
 * A list filtered by states of its own rather than publishing (the enquiries'
 * lead states): its query, read and written by the list itself (no return to
 * an updated row), each state's label for the filter and the no-match line,
 * and what its rows are called ("Search enquiries", "No enquiries match …").
 */
export interface OwnStatuses<S extends string> {
  query: OwnStatusQuery<S>;
  update(change: Partial<OwnStatusQuery<S>>, how?: { replace?: boolean }): void;
  labels: Record<S, string>;
  noun: string;
}

/** A database screen: title, optional Add button, the shared table, edit and delete (spec §2). Its pages are cached while it is open. */
export function DatabaseScreen<T extends { _id: string }, S extends string = string>(props: DatabaseScreenProps<T, S>) {
  return <ListCache>{props.ownStatuses ? <ScreenBody {...props} table={props.ownStatuses} /> : <TableScreenBody {...props} />}</ListCache>;
}

/** A list under the admin tables' own query: publish states, missing alt text, and the way back to an updated row. */
function TableScreenBody<T extends { _id: string }>(props: DatabaseScreenProps<T>) {
  return <ScreenBody {...props} table={useTableQuery()} />;
}

/** Either query as the screen reads it: a status of either kind; alt text only on the content tables. */
type ScreenQuery = Omit<TableQuery, 'status' | 'alt'> & { status: string; alt?: TableQuery['alt'] };
interface ScreenTable {
  query: ScreenQuery;
  update(change: Partial<ScreenQuery>, how?: { replace?: boolean }): void;
  updatedId?: TableQueryState['updatedId'];
  labels?: Record<string, string>;
  noun?: string;
}

function ScreenBody<T extends { _id: string }>(props: DatabaseScreenProps<T> & { table: ScreenTable }) {
  const { title, description, columns, rowLabel, add, actions, editPath, remove, fields, sortsBy, statusFilter, altFilter, table } = props;
  usePageMeta(title, description, { noindex: true });
  const navigate = useNavigate();
  const { query, update, updatedId, noun } = table;
  const labels: Record<string, string> = table.labels ?? statusLabels;
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
    // Only a whole list the browser refines has `fields`, and only the content tables (the admin tables' own query) hold one.
    refine: fields ? (rows) => refineRows(rows, query as TableQuery, fields) : undefined,
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
      <TableToolbar
        query={query}
        update={update}
        sortsBy={sortsBy}
        statusFilter={statusFilter}
        statuses={table.labels}
        altFilter={altFilter}
        searchLabel={noun && `Search ${noun}`}
      />
      {!props.ownStatuses && (
        <p className="visually-hidden" role="status">
          {updatedRow ? `Updated: ${rowLabel(updatedRow)}` : ''}
        </p>
      )}
      <PagedTable
        list={list}
        caption={title}
        columns={columns}
        rowKey={rowId}
        rowLabel={rowLabel}
        onEdit={editPath ? (row) => void navigate(editPath(row), { state: { record: row } }) : undefined}
        onDelete={remove ? onDelete : undefined}
        rowLink={props.rowLink ?? (editPath ? (row) => ({ to: editPath(row), state: { record: row } }) : undefined)}
        noMatch={noMatchOf(
          noun ?? 'items',
          { q: query.q, status: query.status === 'all' ? undefined : labels[query.status], missingAlt: query.alt === 'missing' },
          () => update(props.ownStatuses ? { q: '', status: 'all' } : { q: '', status: 'all', alt: 'all' }),
        )}
        highlightId={highlightId}
      />
      {deleting && <DeletingOverlay />}
    </AdminScreen>
  );
}
