/**
 * A lead list: the spec's Contact Us or Hire Us table, read-only, with the
 * lead columns beside its own, a status filter, a search and sorts the server
 * applies to the whole list, and an export of the list as filtered.
 */
import { useCallback, useMemo } from 'react';
import { leadStatusLabels, type LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { mayCall } from '../../../lib/session';
import { AdminScreen } from '../shared/admin-screen';
import { type Column, rowId } from '../shared/data-table';
import { ExportCsvButton } from '../shared/export-csv-button';
import { noMatchOf } from '../shared/filter-summary';
import { ListCache } from '../shared/list-cache';
import { TableToolbar } from '../shared/table-toolbar';
import { useAdminCall } from '../shared/use-admin-call';
import { usePageClamp } from '../shared/use-page-clamp';
import { usePagedList } from '../shared/use-paged-list';
import { PagedTable } from '../shared/paged-table';
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
  const { status, q, sort } = query;
  const filter = useMemo(() => leadFilterOf({ status, q }), [status, q]);
  const source = useMemo(() => leadListSource(call, kind, filter, sort), [call, kind, filter, sort]);
  const goTo = useCallback((page: number) => update({ page }), [update]);
  const list = usePagedList(source, rowId, { page: query.page, goTo });
  usePageClamp(list, query.page, update);
  const rowLink = useLeadLink(kind);

  return (
    <AdminScreen
      title={title}
      actions={mayCall(routes.listLeads) && <ExportCsvButton build={(signal) => exportLeads(call, kind, filter, sort, signal)} />}
    >
      <TableToolbar query={query} update={update} sortsBy="Name" statuses={leadStatusLabels} searchLabel="Search enquiries" />
      <PagedTable
        list={list}
        caption={title}
        columns={columns}
        rowKey={rowId}
        rowLabel={leadName}
        rowLink={rowLink}
        noMatch={noMatchOf('enquiries', { q, status: status === 'all' ? undefined : leadStatusLabels[status] }, () =>
          update({ q: '', status: 'all' }),
        )}
      />
    </AdminScreen>
  );
}
