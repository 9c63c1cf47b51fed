import { routes } from '@contract/routes';
import { mayCall } from '../../../lib/session';
import { DatabaseScreen } from '../shared/database-screen';
import { ExportCsvButton } from '../shared/export-csv-button';
import { useServerSource } from '../shared/list-sources';
import { exportSubscribers } from './subscribers-csv';
import { useAdminCall } from '../shared/use-admin-call';

/**
 * Newsletter subscribers (confirmed addresses only), server-paged like the
 * enquiries and searched (by e-mail) and sorted by the server, with a CSV
 * export built on the server; the sales team may delete one (after the spec's confirm).
 */
export function SubscribersScreen() {
  const call = useAdminCall();
  const source = useServerSource('subscriberList');
  return (
    <DatabaseScreen
      title="Newsletter Subscribers"
      description="Addresses subscribed to the newsletter from the website."
      source={source}
      rowLabel={(row) => row.email}
      actions={(query) =>
        mayCall(routes.exportSubscribers) && <ExportCsvButton build={(signal) => exportSubscribers(call, query, signal)} />
      }
      remove={mayCall(routes.deleteSubscriber) ? (row) => call(routes.deleteSubscriber, { params: { email: row.email } }) : undefined}
      sortsBy="E-mail"
      columns={[
        { key: 'email', header: 'E-mail', width: '70%', value: (row) => row.email },
        { key: 'added_date', header: 'Subscribed', width: '30%', kind: 'date', value: (row) => row.added_date },
      ]}
    />
  );
}
