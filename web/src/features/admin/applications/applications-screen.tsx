/**
 * HR's Applications list (/admin/applications): every career application,
 * newest first, filtered by stage and searched on the server; each row opens
 * the application; Export CSV takes the filtered list as one file.
 */
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { type Application, applicationStageLabels } from '@contract/applications';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { mayCall } from '../../../lib/session';
import { AdminScreen } from '../shared/admin-screen';
import { type Column, rowId } from '../shared/data-table';
import { ExportCsvButton } from '../shared/export-csv-button';
import { noMatchOf } from '../shared/filter-summary';
import { ListCache } from '../shared/list-cache';
import { serverSource } from '../shared/list-sources';
import { PagedTable } from '../shared/paged-table';
import { useAdminCall } from '../shared/use-admin-call';
import { usePageClamp } from '../shared/use-page-clamp';
import { usePagedList } from '../shared/use-paged-list';
import { applicationFilterOf, useApplicationQuery } from './application-query';
import { exportApplications } from './applications-csv';
import { ApplicationStageBadge } from './application-stage-badge';
import { ApplicationsToolbar } from './applications-toolbar';

const columns: Column<Application>[] = [
  { key: 'name', header: 'Name', width: '16%', value: (row) => row.name },
  { key: 'careerTitle', header: 'Job', width: '18%', value: (row) => row.careerTitle },
  { key: 'email', header: 'Email', width: '20%', value: (row) => row.email },
  {
    key: 'stage',
    header: 'Stage',
    width: '12%',
    kind: 'status',
    value: (row) => row.stage,
    render: (row) => <ApplicationStageBadge stage={row.stage} />,
  },
  { key: 'appliedAt', header: 'Applied', width: '12%', kind: 'date', value: (row) => row.appliedAt },
  { key: 'assignee', header: 'Assigned to', width: '18%', value: (row) => row.assignee },
];

export function ApplicationsScreen() {
  return (
    <ListCache>
      <ScreenBody />
    </ListCache>
  );
}

function ScreenBody() {
  usePageMeta('Applications', 'Career applications sent from the website.', { noindex: true });
  const call = useAdminCall();
  const { search } = useLocation();
  const { query, update } = useApplicationQuery();
  const { stage, q } = query;
  const filter = useMemo(() => applicationFilterOf({ stage, q }), [stage, q]);
  const source = useMemo(
    () =>
      serverSource<Application>('listApplications', { q: filter.q, status: filter.stage }, (page) =>
        call(routes.listApplications, { query: { ...filter, page } }),
      ),
    [call, filter],
  );
  const goTo = useCallback((page: number) => update({ page }), [update]);
  const list = usePagedList(source, rowId, { page: query.page, goTo });
  usePageClamp(list, query.page, update);
  // The list's own query goes along, so the way back returns to the same filter and page.
  const rowLink = useCallback((row: Application) => ({ to: `/admin/applications/${row._id}`, state: { listSearch: search } }), [search]);

  return (
    <AdminScreen
      title="Applications"
      actions={mayCall(routes.exportApplications) && <ExportCsvButton build={(signal) => exportApplications(call, filter, signal)} />}
    >
      <ApplicationsToolbar query={query} update={update} />
      <PagedTable
        list={list}
        caption="Applications"
        columns={columns}
        rowKey={rowId}
        rowLabel={(row) => row.name}
        rowLink={rowLink}
        noMatch={noMatchOf('applications', { q, status: stage === 'all' ? undefined : applicationStageLabels[stage] }, () =>
          update({ q: '', stage: 'all' }),
        )}
      />
    </AdminScreen>
  );
}
