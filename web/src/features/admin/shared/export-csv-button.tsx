import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { toastFailure } from './admin-read';
import { type CsvExport, download } from './csv';
import './export-csv-button.css';

/**
 * "Export CSV" beside a list's title: one request builds the file on the
 * server, then the browser downloads it. While the server works the button
 * says "Preparing export…" beside a Cancel button; a cancelled export
 * downloads nothing. A failure (AdminReadError) is toasted in the server's
 * words; a lost session goes to the login.
 */
export function ExportCsvButton({ build }: { build: (signal: AbortSignal) => Promise<CsvExport> }) {
  const [running, setRunning] = useState<AbortController | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);
  const busy = running !== null;

  // Keyboard users keep their place: the disabled Export button hands focus to Cancel and takes it back after.
  useEffect(() => {
    if (busy) cancelRef.current?.focus();
  }, [busy]);
  // Leaving the screen mid-export abandons it.
  useEffect(() => () => running?.abort(), [running]);

  const run = async () => {
    const controller = new AbortController();
    setRunning(controller);
    try {
      const file = await build(controller.signal);
      if (controller.signal.aborted) toast('Export cancelled.');
      else {
        download(file.url, file.fileName);
        toast.success(file.done);
      }
    } catch (error) {
      if (controller.signal.aborted) toast('Export cancelled.');
      else toastFailure(error);
    } finally {
      const hadFocus = document.activeElement === cancelRef.current;
      setRunning(null);
      if (hadFocus) requestAnimationFrame(() => exportRef.current?.focus());
    }
  };

  return (
    <span className="export-csv">
      <button
        ref={exportRef}
        type="button"
        className="btn btn--primary admin-screen__add"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run()}
      >
        <Download aria-hidden="true" width={18} height={18} /> {busy ? 'Preparing export…' : 'Export CSV'}
      </button>
      {running && (
        <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={() => running.abort()}>
          Cancel
        </button>
      )}
    </span>
  );
}
