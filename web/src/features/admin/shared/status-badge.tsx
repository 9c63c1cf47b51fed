import type { ContentStatus } from '@contract/entities';
import { formatDateTime } from '../../../lib/format';
import './status-badge.css';

export type RowStatus = ContentStatus;

export const statusLabels: Record<RowStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

const known = new Set<string>(Object.keys(statusLabels));

/**
 * The state of any row: an item without a status (seeded, older or created
 * the spec's way) is published; a scheduled one carries its publish time.
 */
export function statusOf(row: unknown): { status: RowStatus; publishAt?: string } {
  const { status, publishAt } = (row ?? {}) as { status?: unknown; publishAt?: unknown };
  const state = typeof status === 'string' && known.has(status) ? (status as RowStatus) : 'published';
  return state === 'scheduled' && typeof publishAt === 'string' ? { status: state, publishAt } : { status: state };
}

/** The badge of the tables and the entity form's header: Draft / Scheduled (with its time) / Published. */
export function StatusBadge({ status, publishAt }: { status?: RowStatus; publishAt?: string }) {
  const state = status ?? 'published';
  const when = state === 'scheduled' && publishAt ? formatDateTime(publishAt) : '';
  return (
    <span className={`status-badge status-badge--${state}`}>
      {statusLabels[state]}
      {when && (
        <>
          {' '}
          <time className="status-badge__when" dateTime={publishAt}>
            {when}
          </time>
        </>
      )}
    </span>
  );
}
