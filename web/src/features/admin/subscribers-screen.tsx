import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import type { Subscriber } from '@contract/entities';
import { DatabaseScreen } from './database-screen';
import { serverPaged } from './list-sources';
import { downloadText, loadAllPages } from './csv';
import { csvFileName, subscribersCsv } from './subscribers-csv';
import { useAdminCall } from './use-admin-call';
import type { ListSource } from './use-paged-list';

/** Downloads every subscriber (all pages of the admin list) as subscribers-YYYY-MM-DD.csv. */
function ExportCsvButton({ source }: { source: Extract<ListSource<Subscriber>, { kind: 'server' }> }) {
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      // A failed page has already been toasted (or sent to the login).
      const rows = await loadAllPages(source.load, (row) => row._id);
      if (!rows) return;
      downloadText(subscribersCsv(rows), csvFileName());
      toast.success(`Exported ${rows.length} ${rows.length === 1 ? 'subscriber' : 'subscribers'}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--primary admin-screen__add" disabled={busy} aria-busy={busy} onClick={() => void exportAll()}>
      <Download aria-hidden="true" width={18} height={18} /> {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

/** Newsletter subscribers: read-only and server-paged like the enquiries, with a CSV export. */
export function SubscribersScreen() {
  const call = useAdminCall();
  const source = useMemo(() => serverPaged(call, 'subscriberList'), [call]);
  return (
    <DatabaseScreen
      title="Newsletter Subscribers"
      description="Addresses subscribed to the newsletter from the website."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.email}
      actions={<ExportCsvButton source={source} />}
      fields={{ search: (row) => [row.email], title: (row) => row.email, date: (row) => row.added_date }}
      sortsBy="E-mail"
      columns={[
        { key: 'email', header: 'E-mail', width: '70%', value: (row) => row.email },
        { key: 'added_date', header: 'Subscribed', width: '30%', kind: 'date', value: (row) => row.added_date },
      ]}
    />
  );
}
