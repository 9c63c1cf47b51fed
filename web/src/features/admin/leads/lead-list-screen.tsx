/**
 * A lead list: the spec's Contact Us or Hire Us table, read-only, with the
 * lead columns beside its own, a status filter and a search the server
 * applies to the whole list, and an export of the list as filtered.
 */
import { useCallback, useMemo } from 'react';
import { leadStatusLabels, type LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { mayCall } from '../../../lib/session';
import { AdminScreen } from '../shared/admin-screen';
import { DataTable, type Column } from '../shared/data-table';
import { ExportCsvButton } from '../shared/export-csv-button';
import { noMatchOf } from '../shared/filter-summary';
import { ListCache } from '../shared/list-cache';
import { refineRows, type RowFields } from '../shared/table-query';
import { TableToolbar } from '../shared/table-toolbar';
import { useAdminCall } from '../shared/use-admin-call';
import { usePageClamp } from '../shared/use-page-clamp';
import { pagedRows, usePagedList } from '../shared/use-paged-list';
import { useLeadLink } from './lead-columns';
import { exportLeads } from './lead-export';
import { leadName, type LeadOf } from './lead-kinds';
import { leadFilterOf, useLeadQuery } from './lead-query';
import { leadListSource } from './lead-sources';
import './leads.css';

export interface LeadListScreenProps<K extends LeadKind> {
  kind: K;
  title: string;
  description: string;
  columns: Column<LeadOf<K>>[];
}

const note =
  'Search enquiries and Status cover the whole list, as do Newest first and Oldest first; the name sorts apply to the rows of this page.';

const idOf = (row: { _id: string }) => row._id;
/** What the A–Z sorts compare and the date order reads (search and status are the server's). */
const sortFields: RowFields<Parameters<typeof leadName>[0]> = { search: () => [], title: leadName, date: (row) => row.added_date };

export function LeadListScreen<K extends LeadKind>(props: LeadListScreenProps<K>) {
  return (
    <ListCache>
      <ScreenBody {...props} />
    </ListCache>
  );
}

function ScreenBody<K extends LeadKind>({ kind, title, description, columns }: LeadListScreenProps<K>) {
  usePageMeta(title, description, { noindex: true });
  const call = useAdminCall();
  const { query, update } = useLeadQuery();
  const { status, q } = query;
  const filter = useMemo(() => leadFilterOf({ status, q }), [status, q]);
  const source = useMemo(() => leadListSource(call, kind, filter), [call, kind, filter]);
  const goTo = useCallback((page: number) => update({ page }), [update]);
  const list = usePagedList(source, idOf, {
    page: query.page,
    goTo,
    refine: (rows) => refineRows(rows, { ...query, q: '', status: 'all', alt: 'all' }, sortFields),
    oldestFirst: query.sort === 'oldest',
  });
  usePageClamp(list, query.page, update);
  const rowLink = useLeadLink(kind);

  return (
    <AdminScreen title={title} actions={mayCall(routes.listLeads) && <ExportCsvButton build={() => exportLeads(call, kind, filter)} />}>
      <TableToolbar query={query} update={update} sortsBy="Name" statuses={leadStatusLabels} searchLabel="Search enquiries" note={note} />
      <DataTable
        caption={title}
        columns={columns}
        {...pagedRows(list)}
        rowKey={idOf}
        rowLabel={leadName}
        rowLink={rowLink}
        noMatch={noMatchOf('enquiries', { q, status: status === 'all' ? undefined : leadStatusLabels[status] }, () =>
          update({ q: '', status: 'all' }),
        )}
      />
    </AdminScreen>
  );
}
