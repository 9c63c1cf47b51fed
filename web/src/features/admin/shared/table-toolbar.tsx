import { useId } from 'react';
import { statusLabels } from './status-badge';
import { ToolbarSearch } from './toolbar-search';
import type { AltChoice, SortKey, StatusFilter } from './table-query';
import './table-toolbar.css';

type ToolbarQuery<S extends string> = { q: string; sort: SortKey; status: S; alt?: AltChoice };

export interface TableToolbarProps<S extends string = StatusFilter> {
  query: ToolbarQuery<S>;
  update: (change: Partial<ToolbarQuery<S>>, how?: { replace?: boolean }) => void;
  /** What the A–Z sort orders by, as the option reads: Title, Name, E-mail. */
  sortsBy: string;
  /** The four content tables filter by publish state. */
  statusFilter?: boolean;
  /** A Status filter on other states than publishing (the enquiries' lead statuses): each value's label, All aside. */
  statuses?: Partial<Record<S, string>>;
  /** The content tables: a Missing alt text filter over the whole list. */
  altFilter?: boolean;
  /** The search box's label (Search). */
  searchLabel?: string;
}

/** Search, Sort by and (content tables) Status and Missing alt text above a table; every value lives in the URL. */
export function TableToolbar<S extends string = StatusFilter>(props: TableToolbarProps<S>) {
  const { query, update, sortsBy, statusFilter, altFilter, statuses, searchLabel = 'Search' } = props;
  const statusOptions = (statuses ?? (statusFilter ? statusLabels : undefined)) as Record<string, string> | undefined;
  const ids = { sort: useId(), status: useId(), alt: useId() };
  const sortLabels: Record<SortKey, string> = {
    newest: 'Newest first',
    oldest: 'Oldest first',
    az: `${sortsBy} A–Z`,
    za: `${sortsBy} Z–A`,
  };
  return (
    <search className="table-toolbar">
      <ToolbarSearch label={searchLabel} value={query.q} onSettle={(q) => update({ q }, { replace: true })} />
      <div className="table-toolbar__field">
        <label htmlFor={ids.sort}>Sort by</label>
        <select id={ids.sort} value={query.sort} onChange={(event) => update({ sort: event.target.value as SortKey })}>
          {(Object.keys(sortLabels) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      {statusOptions && (
        <div className="table-toolbar__field">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} value={query.status} onChange={(event) => update({ status: event.target.value as S })}>
            <option value="all">All</option>
            {Object.entries(statusOptions).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      {altFilter && (
        <div className="table-toolbar__field table-toolbar__field--check">
          <input
            id={ids.alt}
            type="checkbox"
            checked={query.alt === 'missing'}
            onChange={(event) => update({ alt: event.target.checked ? 'missing' : 'all' })}
          />
          <label htmlFor={ids.alt}>Missing alt text</label>
        </div>
      )}
    </search>
  );
}
