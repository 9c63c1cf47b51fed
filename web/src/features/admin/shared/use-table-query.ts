import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { defaultQuery, parseQuery, queryParams, type TableQuery } from './table-query';

/** The last query of each list this tab has shown, so coming back from an update lands on the same page. */
const memoryKey = (pathname: string) => `table-query:${pathname}`;

function remembered(pathname: string): string {
  try {
    return sessionStorage.getItem(memoryKey(pathname)) ?? '';
  } catch {
    return '';
  }
}

function remember(pathname: string, search: string): void {
  try {
    if (search) sessionStorage.setItem(memoryKey(pathname), search);
    else sessionStorage.removeItem(memoryKey(pathname));
  } catch {
    // Storage refused (private mode, quota): the URL still holds the query.
  }
}

/** The row an update form handed back (navigate(list, { state: { updatedId } })). */
const updatedIdOf = (state: unknown): string | undefined => {
  const id = (state as { updatedId?: unknown } | null)?.updatedId;
  return typeof id === 'string' && id ? id : undefined;
};

export interface TableQueryState {
  query: TableQuery;
  /**
   * Changes the query. Paging, sorting and filtering add a history entry (Back
   * undoes them); typing a search replaces it. A change of search, sort,
   * status or alt filter starts again at page 1.
   */
  update: (change: Partial<TableQuery>, how?: { replace?: boolean }) => void;
  /** The row the update form returned from, read once on arrival. */
  updatedId: string | undefined;
}

/** A table's page, search, sort and status filter, held in the URL so they survive reload and Back. */
export function useTableQuery(): TableQueryState {
  const [params, setParams] = useSearchParams();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const query = parseQuery(params);
  // Read once, on arrival from an update: the row, and the query to return to (the
  // URL's, else the one this list last showed), before the effects below change either.
  const [arrival] = useState(() => {
    const id = updatedIdOf(state);
    const back = search || (remembered(pathname) ? `?${remembered(pathname)}` : '');
    return id ? { id, search: back } : undefined;
  });

  // Go back to that page, dropping the handed-over state so a reload does not mark the row again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (arrival) void navigate({ pathname, search: arrival.search }, { replace: true, state: null });
  }, []);

  useEffect(() => remember(pathname, queryParams(parseQuery(new URLSearchParams(search))).toString()), [pathname, search]);

  const update = useCallback(
    (change: Partial<TableQuery>, how: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = parseQuery(current);
          const narrowed = 'q' in change || 'sort' in change || 'status' in change || 'alt' in change;
          return queryParams({ ...defaultQuery, ...now, ...(narrowed ? { page: 1 } : {}), ...change });
        },
        { replace: how.replace ?? false },
      );
    },
    [setParams],
  );

  return { query, update, updatedId: arrival?.id };
}
