import { ArchiveRestore } from 'lucide-react';
import './local-draft-notice.css';

interface Props {
  onDiscard: () => void;
  /** The item was saved on the server after this draft: submitting it would undo that save's wording. */
  olderThanServer?: boolean;
}

/** Tells the editor the form holds their unsent work from before, with a way back to the saved item. */
export function LocalDraftNotice({ onDiscard, olderThanServer = false }: Props) {
  return (
    <div className="local-draft-notice" role="status">
      <ArchiveRestore aria-hidden="true" width={18} height={18} className="local-draft-notice__icon" />
      <p className="local-draft-notice__text">
        Unsaved changes restored.
        {olderThanServer && (
          <span className="local-draft-notice__warn"> This item was saved again after these changes: check them before you submit.</span>
        )}
      </p>
      <button type="button" className="btn btn--ghost local-draft-notice__discard" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
