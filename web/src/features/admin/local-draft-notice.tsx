import { ArchiveRestore } from 'lucide-react';
import './local-draft-notice.css';

/** Tells the editor the form holds their unsent work from before, with a way back to the saved item. */
export function LocalDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="local-draft-notice" role="status">
      <ArchiveRestore aria-hidden="true" width={18} height={18} className="local-draft-notice__icon" />
      <p className="local-draft-notice__text">Unsaved changes restored.</p>
      <button type="button" className="btn btn--ghost local-draft-notice__discard" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
