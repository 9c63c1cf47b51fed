import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { maxSearchLength } from '@contract/list-query';
import { statusLabels } from './status-badge';
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

/** Typing settles for this long before the URL (and the rows) follow. */
const typingPause = 250;

/** Search, Sort by and (content tables) Status and Missing alt text above a table; every value lives in the URL. */
export function TableToolbar<S extends string = StatusFilter>(props: TableToolbarProps<S>) {
  const { query, update, sortsBy, statusFilter, altFilter, statuses, searchLabel = 'Search' } = props;
  const statusOptions = (statuses ?? (statusFilter ? statusLabels : undefined)) as Record<string, string> | undefined;
  const ids = { search: useId(), sort: useId(), status: useId(), alt: useId() };
  const sortLabels: Record<SortKey, string> = {
    newest: 'Newest first',
    oldest: 'Oldest first',
    az: `${sortsBy} A–Z`,
    za: `${sortsBy} Z–A`,
  };
  return (
    <search className="table-toolbar">
      <div className="table-toolbar__field table-toolbar__field--search">
        <label htmlFor={ids.search}>{searchLabel}</label>
        <span className="table-toolbar__search">
          <Search aria-hidden="true" width={18} height={18} />
          <SearchInput id={ids.search} value={query.q} onSettle={(q) => update({ q }, { replace: true })} />
        </span>
      </div>
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

interface SearchInputProps {
  id: string;
  value: string;
  onSettle: (value: string) => void;
}

/** Holds what is typed and hands it on once typing pauses; follows the URL when it changes from elsewhere (Back). */
function SearchInput({ id, value, onSettle }: SearchInputProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next;
      onSettle(next);
    }, typingPause);
  };

  return (
    <input
      id={id}
      type="search"
      value={text}
      maxLength={maxSearchLength}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => change(event.target.value)}
    />
  );
}
