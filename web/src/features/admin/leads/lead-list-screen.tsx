/**
 * A lead list: the spec's Contact Us or Hire Us table, read-only, with the
 * lead columns beside its own, a status filter, a search and sorts the server
 * applies to the whole list, and an export of the list as filtered.
 */
import { useCallback } from 'react';
import { leadStatusLabels, type LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { mayCall } from '../../../lib/session';
import { DatabaseScreen, type DatabaseScreenProps } from '../shared/database-screen';
import { ExportCsvButton } from '../shared/export-csv-button';
import type { ServerQuery } from '../shared/list-sources';
import { useAdminCall } from '../shared/use-admin-call';
import { useLeadLink } from './lead-columns';
import { exportLeads } from './lead-export';
import { leadName, type LeadOf } from './lead-kinds';
import { leadFilterOf, type LeadStatusFilter, useLeadQuery } from './lead-query';
import { leadListSource } from './lead-sources';
import './leads.css';

/** The kind of lead, and what the database screen shows of it as given: its title, description and columns. */
export type LeadListScreenProps<K extends LeadKind> = { kind: K } & Pick<
  DatabaseScreenProps<LeadOf<K>>,
  'title' | 'description' | 'columns'
>;

/** The table's query as the lead routes read it: the filter, and the sort apart. */
const filterOf = (query: ServerQuery) =>
  leadFilterOf({ status: (query.status as LeadStatusFilter | undefined) ?? 'all', q: query.q ?? '' });
const sortOf = (query: ServerQuery) => query.sort ?? 'newest';

export function LeadListScreen<K extends LeadKind>({ kind, ...screen }: LeadListScreenProps<K>) {
  const call = useAdminCall();
  const rowLink = useLeadLink(kind);
  const table = useLeadQuery();
  const source = useCallback((query: ServerQuery) => leadListSource(call, kind, filterOf(query), sortOf(query)), [call, kind]);
  return (
    <DatabaseScreen
      {...screen}
      source={source}
      rowLabel={leadName}
      rowLink={rowLink}
      sortsBy="Name"
      ownStatuses={{ ...table, labels: leadStatusLabels, noun: 'enquiries' }}
      actions={(query) =>
        mayCall(routes.listLeads) && <ExportCsvButton build={(signal) => exportLeads(call, kind, filterOf(query), sortOf(query), signal)} />
      }
    />
  );
}
