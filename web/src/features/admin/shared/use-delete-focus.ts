import { useCallback, useEffect, useRef, useState } from 'react';

interface Pending {
  key: string;
  index: number;
  /** The delete has finished (done, refused or cancelled at its confirmation). */
  settled: boolean;
}

const focusable = 'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled), [tabindex="0"]';

/**
 * After a row is deleted, focus goes to the row that took its place (the next
 * one), else the one before, else the list's empty state, never to the page's
 * body. Within a row: its Delete button, else its first control, else the row.
 */
export function useDeleteFocus<T>(rows: readonly T[], rowKey: (row: T) => string, loading: boolean) {
  const pending = useRef<Pending | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const emptyState = useRef<HTMLTableCellElement>(null);
  const [settledTick, setSettledTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: settledTick re-checks a finished delete whose row stayed
  useEffect(() => {
    const gone = pending.current;
    if (!gone || loading) return;
    if (rows.some((row) => rowKey(row) === gone.key)) {
      if (gone.settled) pending.current = null;
      return;
    }
    pending.current = null;
    const rowElements = body.current?.querySelectorAll<HTMLElement>(':scope > tr') ?? [];
    const target = rows.length > 0 ? rowElements[Math.min(gone.index, rows.length - 1)] : undefined;
    if (!target) {
      emptyState.current?.focus();
      return;
    }
    const control = target.querySelector<HTMLElement>('[data-action="delete"]') ?? target.querySelector<HTMLElement>(focusable);
    if (control) control.focus();
    else {
      target.tabIndex = -1;
      target.focus();
    }
  }, [rows, loading, rowKey, settledTick]);

  /** Wraps the table's delete: notes the row, and once the delete finishes, checks whether it left. */
  const track = useCallback(
    (onDelete: (row: T) => unknown) => (row: T) => {
      const index = rows.findIndex((candidate) => rowKey(candidate) === rowKey(row));
      const entry: Pending = { key: rowKey(row), index, settled: false };
      pending.current = entry;
      void Promise.resolve(onDelete(row)).finally(() => {
        entry.settled = true;
        setSettledTick((tick) => tick + 1);
      });
    },
    [rows, rowKey],
  );

  return { body, emptyState, track };
}
