import { useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDate, formatDateTime } from '../../lib/format';
import { plainText } from '@contract/text';
import { truncateAt } from './paging';
import { StatusBadge, statusOf } from './status-badge';
import { TablePager } from './table-pager';
import './admin-screen.css';
import './data-table.css';
import './row-cards.css';
import { SpinIcon } from './spin-icon';

/** Room for the edit and delete buttons. */
const actionsWidth = '10%';

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

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** A short name of the row for the action buttons' labels. */
  rowLabel: (row: T) => string;
  loading: boolean;
  failed?: boolean;
  page: number;
  limit: number;
  count: number;
  onPage: (page: number) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** The row just updated: highlighted for a few seconds. */
  highlightId?: string;
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
  if (column.render) return column.render(row);
  if (column.kind === 'status') return <StatusBadge {...statusOf(row)} />;
  const raw = column.value(row);
  if (raw === undefined || raw === null || raw === '') return <span className="admin-table__empty">—</span>;
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

/**
 * The one table of every database screen: widths, truncation, thumbnails,
 * actions and the paging footer. Below 768 px each row is a card of label and
 * value pairs (row-cards.css); the explicit roles keep it a table to assistive
 * technology whatever its CSS display.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, rowLabel, loading, failed, page, limit, count, onPage, onEdit, onDelete, highlightId } = props;
  const hasActions = Boolean(onEdit || onDelete);
  const span = columns.length + (hasActions ? 1 : 0);

  return (
    <div className="admin-table">
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable named scroll region, so keyboard users can scroll the wide table (axe scrollable-region-focusable) */}
      <div className="admin-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        {/* biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block */}
        <table role="table">
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
            {hasActions && <col style={{ width: actionsWidth }} />}
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
              {hasActions && (
                // biome-ignore lint/a11y/noRedundantRoles: as above
                <th role="columnheader" scope="col" style={{ width: actionsWidth }}>
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
                  label={rowLabel(row)}
                  highlighted={highlightId !== undefined && rowKey(row) === highlightId}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePager page={page} limit={limit} count={count} shown={rows.length} loading={loading} onPage={onPage} />
    </div>
  );
}

interface BodyRowProps<T> {
  row: T;
  columns: Column<T>[];
  label: string;
  highlighted: boolean;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}

function BodyRow<T>({ row, columns, label, highlighted, onEdit, onDelete }: BodyRowProps<T>) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block
    <tr role="row" className={highlighted ? 'admin-table__row--updated' : undefined}>
      {columns.map((column) => (
        // biome-ignore lint/a11y/noRedundantRoles: as above
        <td key={column.key} role="cell" data-label={column.header} data-kind={column.kind ?? 'text'}>
          {/* One box for the value, so a card's label and value stay two columns whatever the value holds (text, Read more). */}
          <div className="admin-table__value">
            <Cell column={column} row={row} />
          </div>
        </td>
      ))}
      {(onEdit || onDelete) && (
        // biome-ignore lint/a11y/noRedundantRoles: as above
        <td role="cell" className="admin-table__actions">
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
        </td>
      )}
    </tr>
  );
}
