/** Download CV: asks for the CV's five-minute signed link (recorded in the audit log) and opens it in a new tab. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { routes } from '@contract/routes';
import { isAcknowledged } from '../../../lib/api';
import { failureText, useAdminCall } from '../shared/use-admin-call';

export function CvDownloadButton({ id }: { id: string }) {
  const call = useAdminCall();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const result = await call(routes.applicationCv, { params: { id } });
    setBusy(false);
    if (result.status === 401) return;
    // A tab of its own: the screen stays where it is, and the storage answers the link as a download where it can.
    if (isAcknowledged(result) && result.data) window.open(result.data.url, '_blank', 'noopener');
    else toast.error(failureText(result));
  };

  return (
    <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? 'Preparing…' : 'Download CV'}
    </button>
  );
}
