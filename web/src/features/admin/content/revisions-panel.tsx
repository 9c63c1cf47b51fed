import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { History } from 'lucide-react';
import type { ContentKind, Revision } from '@contract/entities';
import type { ContentItem } from '@contract/route-schemas';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { isAcknowledged, isUnauthorized } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { RevisionSnapshot } from './revision-snapshot';
import { dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import './revisions-panel.css';

export const restoreConfirm = 'Restore this version? The current wording is kept as an earlier version.';

interface PanelProps {
  kind: ContentKind;
  id: string;
  /** The item as the restore left it, for the form to show. */
  onRestored: (item: ContentItem) => void;
}

/**
 * An item's earlier versions, newest first: who replaced each and when, its
 * wording on demand (read-only), and Restore, which brings that wording back
 * (the server keeps the current one as a new earlier version).
 */
export function RevisionsPanel({ kind, id, onRestored }: PanelProps) {
  const call = useAdminCall();
  const headingId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useAdminRead(['listRevisions', kind, id], async (read) => {
    const result = await read(routes.listRevisions, { params: { kind, id } });
    return dataOrThrow({ ...result, data: result.data ?? [] });
  });

  async function restore(revision: Revision) {
    if (!window.confirm(restoreConfirm)) return;
    setRestoring(revision._id);
    const result = await call(routes.restoreRevision, { params: { kind, id, revisionId: revision._id } });
    setRestoring(null);
    if (isUnauthorized(result)) return;
    if (!isAcknowledged(result) || !result.data) {
      toast.error(failureText(result));
      return;
    }
    toast.success(result.msg ?? messages.versionRestored);
    setOpen(null);
    onRestored(result.data);
    void mutate();
  }

  return (
    <section className="revisions" aria-labelledby={headingId} aria-busy={isLoading || restoring !== null}>
      <h2 id={headingId} className="revisions__title">
        <History aria-hidden="true" width={20} height={20} /> Earlier versions
      </h2>
      <p className="revisions__hint">
        Every update keeps the version it replaces. Restore brings back its wording; the images stay as they are.
      </p>
      {error ? (
        <div className="revisions__problem" role="alert">
          <p>{messageOf(error)}</p>
          <button type="button" className="btn btn--ghost revisions__button" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : isLoading || !data ? (
        <p className="revisions__empty" role="status">
          Loading earlier versions…
        </p>
      ) : data.length === 0 ? (
        <p className="revisions__empty">No earlier versions yet.</p>
      ) : (
        <ol className="revisions__list">
          {data.map((revision) => (
            <RevisionRow
              key={revision._id}
              kind={kind}
              revision={revision}
              open={open === revision._id}
              busy={restoring !== null}
              onView={() => setOpen((current) => (current === revision._id ? null : revision._id))}
              onRestore={() => void restore(revision)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface RowProps {
  kind: ContentKind;
  revision: Revision;
  open: boolean;
  busy: boolean;
  onView: () => void;
  onRestore: () => void;
}

/** One version: when it was replaced and by whom; View opens its wording below, Restore brings it back. */
function RevisionRow({ kind, revision, open, busy, onView, onRestore }: RowProps) {
  const rowId = useId();
  return (
    <li className="revisions__row">
      <p id={`${rowId}-who`} className="revisions__who">
        Replaced <time dateTime={revision.changedAt}>{formatDateTime(revision.changedAt)}</time> by{' '}
        <span className="revisions__by">{revision.changedBy}</span>
      </p>
      <div className="revisions__actions">
        <button
          type="button"
          className="btn btn--ghost revisions__button"
          aria-expanded={open}
          aria-controls={`${rowId}-snapshot`}
          aria-describedby={`${rowId}-who`}
          onClick={onView}
        >
          View
        </button>
        <button
          type="button"
          className="btn btn--ghost revisions__button"
          aria-describedby={`${rowId}-who`}
          disabled={busy}
          onClick={onRestore}
        >
          Restore
        </button>
      </div>
      <div id={`${rowId}-snapshot`} className="revisions__view" hidden={!open}>
        {open && <RevisionSnapshot kind={kind} snapshot={revision.snapshot} />}
      </div>
    </li>
  );
}
