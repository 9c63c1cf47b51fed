import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { toastFailure } from './admin-read';
import { downloadText } from './csv';

/** What an export wrote: the file, and the toast that says how many rows it holds. */
export interface CsvExport {
  text: string;
  fileName: string;
  done: string;
}

/**
 * "Export CSV" beside a list's title: builds the file (every page, fetched
 * when clicked) and hands it to the browser. A page that fails throws
 * AdminReadError: toasted in the server's words (a lost session goes to the login).
 */
export function ExportCsvButton({ build }: { build: () => Promise<CsvExport | null> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await build();
      if (!file) return;
      downloadText(file.text, file.fileName);
      toast.success(file.done);
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--primary admin-screen__add" disabled={busy} aria-busy={busy} onClick={() => void run()}>
      <Download aria-hidden="true" width={18} height={18} /> {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
