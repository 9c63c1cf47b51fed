import { isUnauthorized } from '../../../lib/api';
import type { AdminReadError } from './admin-read';
import { DataTable, type DataTableProps, type TablePaging } from './data-table';
import { ReadFailure } from './read-failure';
import type { PagedList } from './use-paged-list';

/**
 * A list that could not be read, in place of its table: the server's words
 * and Try again. A lost session shows nothing here: the admin call has
 * already gone to the login screen, which says why.
 */
function ListError({ error, retry }: { error: AdminReadError; retry: () => void }) {
  if (isUnauthorized(error)) return null;
  return <ReadFailure className="admin-table__state" message={error.message} retry={retry} />;
}

type PagedTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'failed' | keyof TablePaging> & { list: PagedList<T> };

/** A list read page by page (usePagedList) as the admin's one table with its pager, or, when the read failed, the server's words and Try again. */
export function PagedTable<T>({ list, ...table }: PagedTableProps<T>) {
  if (list.error) return <ListError error={list.error} retry={list.retry} />;
  const { rows, loading, failed, page, limit, count, goTo } = list;
  return <DataTable {...table} rows={rows} loading={loading} failed={failed} page={page} limit={limit} count={count} onPage={goTo} />;
}
