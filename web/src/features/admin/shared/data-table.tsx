import { useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { plainText } from '@contract/text';
import { truncateAt } from './paging';
import { StatusBadge, statusOf } from './status-badge';
import { TablePager } from './table-pager';
import './admin-screen.css';
import './data-table.css';
import './row-cards.css';
import { SpinIcon } from './spin-icon';

/** Room for the edit and delete buttons. */
const editDeleteWidth = '10%';

/** An empty value, in a table's own cells too. */
export const emptyValue = <span className="admin-table__empty">—</span>;

/** status: the row's publish state as a badge (Draft, Scheduled with its time, Published). */
export type CellKind = 'text' | 'html' | 'date' | 'datetime' | 'image' | 'list' | 'status';

export interface Column<T> {
  key: string;
  header: string;
  /** Percentage width of the column, e.g. '20%'. */
  width: string;
  kind?: CellKind;
  value: (row: T) => string | string[] | number | undefined | null;
  /** Draws the cell itself (a link, a badge) instead of the kind's formatting of `value`. */
  render?: (row: T) => ReactNode;
}

/** The footer's paging, for a table read page by page (spec §9). */
export interface TablePaging {
  page: number;
  limit: number;
  count: number;
  onPage: (page: number) => void;
}

export interface DataTableProps<T> extends Partial<TablePaging> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** A short name of the row for the action buttons' labels. */
  rowLabel?: (row: T) => string;
  /** Rows on their way: a spinner row, and the pager waits. */
  loading?: boolean;
  failed?: boolean;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** A table's own actions in place of Edit and Delete (Remove, on Users), with the column's width. */
  actions?: { width: string; render: (row: T) => ReactNode };
  /** A row whose change is on its way: busy to assistive technology while its controls wait. */
  busyRow?: (row: T) => boolean;
  /** The row just updated: highlighted for a few seconds. */
  highlightId?: string;
  /** The screen's own class beside admin-table, for its own cell styles. */
  className?: string;
}

/** Text over 100 characters shows its start and a Read more / Read less toggle (spec §2). */
export function TruncatedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= truncateAt) return <>{text}</>;
  return (
    <>
      {open ? text : `${text.slice(0, truncateAt)}…`}{' '}
      <button type="button" className="admin-table__more" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Read less' : 'Read more'}
      </button>
    </>
  );
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }): ReactNode {
  if (column.render) return column.render(row) ?? emptyValue;
  if (column.kind === 'status') return <StatusBadge {...statusOf(row)} />;
  const raw = column.value(row);
  if (raw === undefined || raw === null || raw === '') return emptyValue;
  switch (column.kind ?? 'text') {
    case 'image':
      return <img className="admin-table__thumb" src={String(raw)} alt="" width={64} height={40} loading="lazy" />;
    case 'date':
      return formatDate(String(raw));
    case 'datetime':
      return formatDateTime(String(raw));
    case 'list':
      return <TruncatedText text={Array.isArray(raw) ? raw.join(', ') : String(raw)} />;
    case 'html':
      return <TruncatedText text={plainText(String(raw))} />;
    default:
      return <TruncatedText text={String(raw)} />;
  }
}

/** Edit and Delete, named after the row (by its key when it has no short name). */
function editDelete<T>({ onEdit, onDelete, rowLabel, rowKey }: DataTableProps<T>): DataTableProps<T>['actions'] {
  if (!onEdit && !onDelete) return undefined;
  const labelOf = rowLabel ?? rowKey;
  return {
    width: editDeleteWidth,
    render: (row) => <EditDeleteButtons row={row} label={labelOf(row)} onEdit={onEdit} onDelete={onDelete} />,
  };
}

/**
 * The one table of the admin (content, leads, subscribers, audit log, users):
 * widths, truncation, thumbnails, actions and, for a paged list, the paging
 * footer. Below 768 px each row is a card of label and value pairs
 * (row-cards.css); the explicit roles keep it a table to assistive technology
 * whatever its CSS display.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, loading = false, failed, page, limit, count, onPage, busyRow, highlightId, className } = props;
  const actions = props.actions ?? editDelete(props);
  const span = columns.length + (actions ? 1 : 0);

  return (
    <div className={className ? `admin-table ${className}` : 'admin-table'}>
      {/* Named apart from the screen's own region, which usually carries the same title (axe landmark-unique). */}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable named scroll region, so keyboard users can scroll the wide table (axe scrollable-region-focusable) */}
      <div className="admin-table__scroll" role="region" aria-label={`${caption} table`} tabIndex={0}>
        {/* biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block */}
        <table role="table">
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
            {actions && <col style={{ width: actions.width }} />}
          </colgroup>
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <thead role="rowgroup">
            {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
            <tr role="row">
              {columns.map((column) => (
                // biome-ignore lint/a11y/noRedundantRoles: as above
                <th key={column.key} role="columnheader" scope="col" style={{ width: column.width }}>
                  {column.header}
                </th>
              ))}
              {actions && (
                // biome-ignore lint/a11y/noRedundantRoles: as above
                <th role="columnheader" scope="col" style={{ width: actions.width }}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <tbody role="rowgroup" aria-busy={loading}>
            {loading ? (
              // biome-ignore lint/a11y/noRedundantRoles: as above
              <tr role="row">
                {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
                <td role="cell" colSpan={span} className="admin-table__state">
                  <span role="status" className="admin-table__spinner">
                    <SpinIcon size={24} />
                    <span>Loading…</span>
                  </span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              // biome-ignore lint/a11y/noRedundantRoles: as above
              <tr role="row">
                {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
                <td role="cell" colSpan={span} className="admin-table__state">
                  {failed ? 'The list could not be loaded. Please try again.' : 'Nothing here yet.'}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <BodyRow
                  key={rowKey(row)}
                  row={row}
                  columns={columns}
                  actions={actions?.render}
                  busy={busyRow?.(row)}
                  highlighted={highlightId !== undefined && rowKey(row) === highlightId}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {onPage && page !== undefined && limit !== undefined && count !== undefined && (
        <TablePager page={page} limit={limit} count={count} shown={rows.length} loading={loading} onPage={onPage} />
      )}
    </div>
  );
}

interface BodyRowProps<T> {
  row: T;
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
  busy?: boolean;
  highlighted: boolean;
}

function BodyRow<T>({ row, columns, actions, busy, highlighted }: BodyRowProps<T>) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block
    <tr role="row" className={highlighted ? 'admin-table__row--updated' : undefined} aria-busy={busy}>
      {columns.map((column) => (
        // biome-ignore lint/a11y/noRedundantRoles: as above
        <td key={column.key} role="cell" data-label={column.header} data-kind={column.kind ?? 'text'}>
          {/* One box for the value, so a card's label and value stay two columns whatever the value holds (text, Read more). */}
          <div className="admin-table__value">
            <Cell column={column} row={row} />
          </div>
        </td>
      ))}
      {actions && (
        // biome-ignore lint/a11y/noRedundantRoles: as above
        <td role="cell" className="admin-table__actions">
          {actions(row)}
        </td>
      )}
    </tr>
  );
}

interface EditDeleteProps<T> {
  row: T;
  label: string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}

function EditDeleteButtons<T>({ row, label, onEdit, onDelete }: EditDeleteProps<T>) {
  return (
    <>
      {onEdit && (
        <button type="button" className="admin-icon-btn" aria-label={`Edit ${label}`} title="Edit" onClick={() => onEdit(row)}>
          <Pencil aria-hidden="true" width={18} height={18} />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="admin-icon-btn admin-icon-btn--danger"
          aria-label={`Delete ${label}`}
          title="Delete"
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden="true" width={18} height={18} />
        </button>
      )}
    </>
  );
}
