import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { formatDate, formatDateTime } from '../../lib/format';
import { plainText } from '@contract/text';
import { pageRange, totalPages, truncateAt } from './paging';
import './admin-spin.css';
import './data-table.css';

/** Room for the edit and delete buttons. */
const actionsWidth = '10%';

export type CellKind = 'text' | 'html' | 'date' | 'datetime' | 'image' | 'list';

export interface Column<T> {
  key: string;
  header: string;
  /** Percentage width of the column, e.g. '20%'. */
  width: string;
  kind?: CellKind;
  value: (row: T) => string | string[] | number | undefined | null;
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

/** The one table of every database screen: widths, truncation, thumbnails, actions and the paging footer. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, rowLabel, loading, failed, page, limit, count, onPage, onEdit, onDelete } = props;
  const hasActions = Boolean(onEdit || onDelete);
  const pages = totalPages(count, limit);
  const range = pageRange(page, limit, count, rows.length);
  const span = columns.length + (hasActions ? 1 : 0);

  return (
    <div className="admin-table">
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable named scroll region, so keyboard users can scroll the wide table (axe scrollable-region-focusable) */}
      <div className="admin-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
            {hasActions && <col style={{ width: actionsWidth }} />}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={{ width: column.width }}>
                  {column.header}
                </th>
              ))}
              {hasActions && (
                <th scope="col" style={{ width: actionsWidth }}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody aria-busy={loading}>
            {loading ? (
              <tr>
                <td colSpan={span} className="admin-table__state">
                  <span role="status" className="admin-table__spinner">
                    <LoaderCircle aria-hidden="true" width={24} height={24} className="admin-spin" />
                    <span>Loading…</span>
                  </span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="admin-table__state">
                  {failed ? 'The list could not be loaded. Please try again.' : 'Nothing here yet.'}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header}>
                      <Cell column={column} row={row} />
                    </td>
                  ))}
                  {hasActions && (
                    <td className="admin-table__actions">
                      {onEdit && (
                        <button
                          type="button"
                          className="admin-icon-btn"
                          aria-label={`Edit ${rowLabel(row)}`}
                          title="Edit"
                          onClick={() => onEdit(row)}
                        >
                          <Pencil aria-hidden="true" width={18} height={18} />
                        </button>
                      )}
                      {onDelete && (
                        <button
                          type="button"
                          className="admin-icon-btn admin-icon-btn--danger"
                          aria-label={`Delete ${rowLabel(row)}`}
                          title="Delete"
                          onClick={() => onDelete(row)}
                        >
                          <Trash2 aria-hidden="true" width={18} height={18} />
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="admin-table__footer">
        <span>Item Per Page: {limit}</span>
        <span aria-live="polite" data-testid="admin-range">
          {range.start} - {range.end} of {range.total}
        </span>
        <span className="admin-table__arrows">
          <button
            type="button"
            className="admin-icon-btn"
            aria-label="Previous page"
            disabled={loading || page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" width={20} height={20} />
          </button>
          <button
            type="button"
            className="admin-icon-btn"
            aria-label="Next page"
            disabled={loading || page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" width={20} height={20} />
          </button>
        </span>
      </div>
    </div>
  );
}
