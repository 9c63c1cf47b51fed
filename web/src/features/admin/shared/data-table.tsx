import { useMemo, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { RowLink } from './clip-text';
import { ColumnChooser } from './column-chooser';
import { type CardPart, Cell, cardParts } from './table-cells';
import { TablePager } from './table-pager';
import { useColumnChoice, type ColumnChoice } from './use-column-choice';
import { useDeleteFocus } from './use-delete-focus';
import './admin-screen.css';
import './data-table.css';
import './row-cards.css';
import { SpinIcon } from './spin-icon';

/** Room for the edit and delete buttons. */
const editDeleteWidth = '10%';

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
  /**
   * A column the spec does not list for the screen: the Columns menu offers
   * it, shown or hidden until the person chooses. Spec columns always show.
   */
  optional?: 'shown' | 'hidden';
}

/** A filtered list's empty state: what was searched for, and the way back to the whole list. */
export interface NoMatch {
  text: string;
  onClear: () => void;
}

/** The key of a stored item's row: its id. */
export const rowId = (row: { _id: string }) => row._id;

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
  /** Deletes the row; a promise lets the table move focus once the row has gone (or stayed). */
  onDelete?: (row: T) => unknown;
  /** Where a row opens: its title cell links there, and on a phone the whole compact row does. */
  rowLink?: (row: T) => RowLink;
  /** Set while a search or filter is applied: the empty state names it and offers Clear filters. */
  noMatch?: NoMatch;
  /** A table's own actions in place of Edit and Delete (Remove, on Users), with the column's width. */
  actions?: { width: string; render: (row: T) => ReactNode };
  /** A row whose change is on its way: busy to assistive technology while its controls wait. */
  busyRow?: (row: T) => boolean;
  /** The row just updated: highlighted for a few seconds. */
  highlightId?: string;
  /** The screen's own class beside admin-table, for its own cell styles. */
  className?: string;
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

/** Each optional column's default, for the Columns menu. */
const defaultsOf = <T,>(columns: Column<T>[]): ColumnChoice =>
  Object.fromEntries(columns.filter((column) => column.optional).map((column) => [column.key, column.optional === 'shown']));

/**
 * The one table of the admin (content, leads, subscribers, audit log, users):
 * widths, one-line cells cut with an ellipsis (never mid-word), thumbnails,
 * actions, the Columns menu for the columns the spec does not list, empty
 * states and, for a paged list, the paging footer. Below 768 px a table whose
 * rows open an item shows compact rows (title, status, date; the row is the
 * link), any other a card of label and value pairs (row-cards.css); the
 * explicit roles keep it a table to assistive technology whatever its CSS display.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, rows, rowKey, loading = false, failed, page, limit, count, onPage, busyRow, highlightId, className } = props;
  const { rowLink, noMatch } = props;
  const defaults = useMemo(() => defaultsOf(props.columns), [props.columns]);
  const choice = useColumnChoice(caption, defaults);
  const columns = props.columns.filter((column) => !column.optional || choice.shown(column.key));
  const deleteFocus = useDeleteFocus(rows, rowKey, loading);
  const onDelete = props.onDelete && deleteFocus.track(props.onDelete);
  const actions = props.actions ?? editDelete({ ...props, onDelete });
  const span = columns.length + (actions ? 1 : 0);
  const parts = rowLink ? cardParts(columns) : undefined;
  const optional = props.columns.filter((column) => column.optional);
  const classes = ['admin-table', rowLink && 'admin-table--compact', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {optional.length > 0 && (
        <div className="admin-table__bar">
          <ColumnChooser
            table={caption}
            columns={optional.map((column) => ({ key: column.key, header: column.header, shown: choice.shown(column.key) }))}
            onToggle={choice.toggle}
          />
        </div>
      )}
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
          <tbody role="rowgroup" aria-busy={loading} ref={deleteFocus.body}>
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
                <td role="cell" colSpan={span} className="admin-table__state" tabIndex={-1} ref={deleteFocus.emptyState}>
                  <EmptyState failed={failed} noMatch={noMatch} />
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <BodyRow
                  key={rowKey(row)}
                  row={row}
                  columns={columns}
                  parts={parts}
                  link={rowLink?.(row)}
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

/** No rows: the load failed, a search or filter matched nothing (with the way back), or the list is empty. */
function EmptyState({ failed, noMatch }: { failed?: boolean; noMatch?: NoMatch }) {
  if (failed) return 'The list could not be loaded. Please try again.';
  if (!noMatch) return 'Nothing here yet.';
  return (
    <span className="admin-table__no-match">
      <span>{noMatch.text}</span>
      <button type="button" className="btn btn--ghost" onClick={noMatch.onClear}>
        Clear filters
      </button>
    </span>
  );
}

interface BodyRowProps<T> {
  row: T;
  columns: Column<T>[];
  /** The compact row's parts by column key (tables whose rows open an item). */
  parts?: Map<string, CardPart>;
  link?: RowLink;
  actions?: (row: T) => ReactNode;
  busy?: boolean;
  highlighted: boolean;
}

function BodyRow<T>({ row, columns, parts, link, actions, busy, highlighted }: BodyRowProps<T>) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block
    <tr role="row" className={highlighted ? 'admin-table__row--updated' : undefined} aria-busy={busy}>
      {columns.map((column) => {
        const part = parts?.get(column.key);
        return (
          // biome-ignore lint/a11y/noRedundantRoles: as above
          <td key={column.key} role="cell" data-label={column.header} data-kind={column.kind ?? 'text'} data-card={part}>
            {/* One box for the value, so a card's label and value stay two columns whatever the value holds (text, Read more). */}
            <div className="admin-table__value">
              <Cell column={column} row={row} link={part === 'title' ? link : undefined} />
            </div>
          </td>
        );
      })}
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
  /** Deletes the row; a promise lets the table move focus once the row has gone (or stayed). */
  onDelete?: (row: T) => unknown;
  /** Where a row opens: its title cell links there, and on a phone the whole compact row does. */
  rowLink?: (row: T) => RowLink;
  /** Set while a search or filter is applied: the empty state names it and offers Clear filters. */
  noMatch?: NoMatch;
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
          data-action="delete"
          title="Delete"
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden="true" width={18} height={18} />
        </button>
      )}
    </>
  );
}
