import { useCallback } from 'react';
import type { Subscriber } from '@contract/entities';
import { routes } from '@contract/routes';
import { mayCall } from '../../../lib/session';
import { loadAllPages } from '../shared/csv';
import { DatabaseScreen } from '../shared/database-screen';
import { ExportCsvButton } from '../shared/export-csv-button';
import { type ServerQuery, type ServerSource, serverPaged } from '../shared/list-sources';
import { csvFileName, subscribersCsv } from './subscribers-csv';
import { useAdminCall } from '../shared/use-admin-call';

/** Every subscriber (all pages of the admin list) as subscribers-YYYY-MM-DD.csv. */
async function exportAll(source: ServerSource<Subscriber>) {
  const rows = await loadAllPages(source.load, (row) => row._id);
  if (!rows) return null;
  return {
    text: subscribersCsv(rows),
    fileName: csvFileName(),
    done: `Exported ${rows.length} ${rows.length === 1 ? 'subscriber' : 'subscribers'}.`,
  };
}

/**
 * Newsletter subscribers (confirmed addresses only), server-paged like the
 * enquiries and searched (by e-mail) and sorted by the server, with a CSV
 * export of the whole list; the sales team may delete one (after the spec's confirm).
 */
export function SubscribersScreen() {
  const call = useAdminCall();
  const source = useCallback((query: ServerQuery) => serverPaged(call, 'subscriberList', query), [call]);
  return (
    <DatabaseScreen
      title="Newsletter Subscribers"
      description="Addresses subscribed to the newsletter from the website."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.email}
      actions={<ExportCsvButton build={() => exportAll(serverPaged(call, 'subscriberList'))} />}
      remove={mayCall(routes.deleteSubscriber) ? (row) => call(routes.deleteSubscriber, { params: { email: row.email } }) : undefined}
      sortsBy="E-mail"
      columns={[
        { key: 'email', header: 'E-mail', width: '70%', value: (row) => row.email },
        { key: 'added_date', header: 'Subscribed', width: '30%', kind: 'date', value: (row) => row.added_date },
      ]}
    />
  );
}
