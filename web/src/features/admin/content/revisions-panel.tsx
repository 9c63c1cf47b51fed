import { type ButtonHTMLAttributes, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { History } from 'lucide-react';
import type { ContentKind, Revision } from '@contract/entities';
import type { ContentItem } from '@contract/route-schemas';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { isAcknowledged, isUnauthorized } from '../../../lib/api';
import { revisionSnapshot } from '@contract/revision-snapshot';
import { formatDateTime } from '../../../lib/format';
import { changeSummary } from './revision-compare';
import { type NamedVersion, RevisionCompare } from './revision-compare-view';
import { revisionSchemas } from './revision-fields';
import { RevisionSnapshot } from './revision-snapshot';
import { dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import './revisions-panel.css';

export const restoreConfirm = 'Restore this version? The current wording is kept as an earlier version.';

interface PanelProps {
  kind: ContentKind;
  id: string;
  /** The item as stored now: the version the newest earlier one is compared with. */
  current?: Record<string, unknown>;
  /** The item as the restore left it, for the form to show. */
  onRestored: (item: ContentItem) => void;
}

/** What a row has opened below it: the version's wording, or the version beside a later one. */
type Opened = { id: string; mode: 'view' | 'compare' } | null;

/**
 * An item's earlier versions, newest first: what the save that replaced each
 * changed, who saved it and when, its wording on demand (read-only), Compare
 * (beside the current version or the one after it), and Restore, which
 * brings that wording back (the server keeps the current one as a new
 * earlier version).
 */
export function RevisionsPanel({ kind, id, current, onRestored }: PanelProps) {
  const call = useAdminCall();
  const headingId = useId();
  const [open, setOpen] = useState<Opened>(null);
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
          {data.map((revision, index) => {
            const newer = laterVersions(kind, current, data[index - 1]);
            const toggle = (mode: 'view' | 'compare') =>
              setOpen((opened) => (opened?.id === revision._id && opened.mode === mode ? null : { id: revision._id, mode }));
            return (
              <RevisionRow
                key={revision._id}
                kind={kind}
                revision={revision}
                later={newer}
                open={open?.id === revision._id ? open.mode : null}
                busy={restoring !== null}
                onView={() => toggle('view')}
                onCompare={() => toggle('compare')}
                onRestore={() => void restore(revision)}
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * What a version can be set beside: the current version (what a restore
 * would replace), then the version after it when that is not the current
 * one. The last is the one the save that replaced it made: its summary's.
 */
function laterVersions(kind: ContentKind, current: Record<string, unknown> | undefined, next: Revision | undefined): NamedVersion[] {
  const now = current ? [{ name: 'Current version', snapshot: revisionSnapshot(revisionSchemas[kind], current) }] : [];
  return next ? [...now, { name: 'The version after it', snapshot: next.snapshot }] : now;
}

interface RowProps {
  kind: ContentKind;
  revision: Revision;
  /** The versions after it: the current one first, the one its save made last. */
  later: NamedVersion[];
  open: 'view' | 'compare' | null;
  busy: boolean;
  onView: () => void;
  onCompare: () => void;
  onRestore: () => void;
}

/**
 * One version: what the save that replaced it changed, when and by whom (said
 * once); View opens its wording below, Compare sets it beside a later
 * version, Restore brings it back.
 */
function RevisionRow({ kind, revision, later, open, busy, onView, onCompare, onRestore }: RowProps) {
  const rowId = useId();
  const saved = later.at(-1);
  const about = saved ? `${rowId}-summary ${rowId}-who` : `${rowId}-who`;
  // Each button is described by the row's summary and its who-and-when, so a screen reader tells the rows apart.
  const action = (label: string, onClick: () => void, state: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" className="btn btn--ghost revisions__button" aria-describedby={about} onClick={onClick} {...state}>
      {label}
    </button>
  );
  return (
    <li className="revisions__row">
      <div className="revisions__about">
        {saved && (
          <p id={`${rowId}-summary`} className="revisions__summary">
            {changeSummary(kind, revision.snapshot, saved.snapshot)}
          </p>
        )}
        <p id={`${rowId}-who`} className="revisions__who">
          Replaced <time dateTime={revision.changedAt}>{formatDateTime(revision.changedAt)}</time> by{' '}
          <span className="revisions__by">{revision.changedBy}</span>
        </p>
      </div>
      <div className="revisions__actions">
        {action('View', onView, { 'aria-expanded': open === 'view', 'aria-controls': `${rowId}-open` })}
        {saved && action('Compare', onCompare, { 'aria-expanded': open === 'compare', 'aria-controls': `${rowId}-open` })}
        {action('Restore', onRestore, { disabled: busy })}
      </div>
      <div id={`${rowId}-open`} className="revisions__view" hidden={open === null}>
        {open === 'view' && <RevisionSnapshot kind={kind} snapshot={revision.snapshot} />}
        {open === 'compare' && (
          <RevisionCompare kind={kind} version={{ name: 'This version', snapshot: revision.snapshot }} others={later} />
        )}
      </div>
    </li>
  );
}
