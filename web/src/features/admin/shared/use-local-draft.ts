import { createElement, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { LocalDraftNotice } from './local-draft-notice';

/**
 * Work that survives a reload or an expired session: a form's values are kept
 * in localStorage under `draft:<pathname>` while the editor types, and given
 * back once when the form opens again. Only what the form passes in is stored
 * (never the session token). A full or disabled storage only means no draft.
 */

export const saveDelayMs = 400;
/** A draft older than this is stale (the item has likely moved on): dropped, not restored. */
export const draftMaxAgeMs = 14 * 24 * 60 * 60 * 1000;

/** The storage key for a form at this path. */
export const localDraftKey = (pathname: string) => `draft:${pathname}`;

interface Stored {
  savedAt: number;
  values: unknown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function write(key: string, text: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (text === null) store.removeItem(key);
    else store.setItem(key, `{"savedAt":${Date.now()},"values":${text}}`);
  } catch {
    // Full storage: an older draft would restore stale wording, so drop it too.
    try {
      store.removeItem(key);
    } catch {
      // Storage refuses everything: nothing to keep.
    }
  }
}

function read(key: string, now = Date.now()): Stored | undefined {
  try {
    const text = storage()?.getItem(key);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<Stored>;
    if (typeof stored.savedAt === 'number' && now - stored.savedAt <= draftMaxAgeMs && stored.values !== undefined)
      return { savedAt: stored.savedAt, values: stored.values };
  } catch {
    // Unreadable (hand-edited or another app's key): treated as no draft.
  }
  write(key, null);
  return undefined;
}

// Saves waiting out the debounce, by key: a clear cancels them, an unmount or a page hide flushes them.
const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; text: string | null }>();
// Mounted hooks by key, told when their draft is cleared from outside (after a successful save).
const clearListeners = new Map<string, Set<() => void>>();

function flush(key: string): void {
  const waiting = pending.get(key);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  pending.delete(key);
  write(key, waiting.text);
}

function schedule(key: string, text: string | null): void {
  const waiting = pending.get(key);
  if (waiting) clearTimeout(waiting.timer);
  pending.set(key, { timer: setTimeout(() => flush(key), saveDelayMs), text });
}

/** Forgets the draft at this key (call after the form was saved on the server). */
export function clearLocalDraft(key: string): void {
  const waiting = pending.get(key);
  if (waiting) clearTimeout(waiting.timer);
  pending.delete(key);
  write(key, null);
  for (const listener of clearListeners.get(key) ?? []) listener();
}

export interface LocalDraftOptions<T> {
  /** Puts saved values back into the form (once, when the form opens). */
  restore: (saved: T) => void;
  /** False while the form is not ready (e.g. its record still loads): nothing is restored or saved. */
  enabled?: boolean;
  /** When the item was last saved on the server (its updatedAt): a draft older than that is restored with a warning. */
  updatedAt?: string;
}

export interface LocalDraft {
  /** A draft was put back into the form and not discarded. */
  restored: boolean;
  /** The restored draft is older than the item's last save on the server (someone saved since). */
  olderThanServer: boolean;
  /** Drops the draft and puts back what the form held before it was restored. */
  discard: () => void;
  /** `Unsaved changes restored.` with `Discard`, or null: render it above the form. */
  notice: ReactElement | null;
}

/**
 * Keeps `values` at `key` (debounced) once they differ from what the form
 * opened with, and restores a kept draft once per key when enabled.
 */
export function useLocalDraft<T>(key: string, values: T, options: LocalDraftOptions<T>): LocalDraft {
  const { restore, enabled = true, updatedAt } = options;
  const [restored, setRestored] = useState(false);
  const [olderThanServer, setOlderThanServer] = useState(false);
  const text = enabled ? JSON.stringify(values) : '';
  const latest = useRef({ values, text, restore, updatedAt });
  latest.current = { values, text, restore, updatedAt };
  // The key whose draft was looked at, the form's own values then (unchanged = nothing to keep), and those values before a restore.
  const openedKey = useRef<string | null>(null);
  const baseline = useRef('');
  const beforeRestore = useRef<T | null>(null);

  // Declared before the restore effect so that, on the opening commit, it does not save the values the restore replaces.
  useEffect(() => {
    if (!enabled || openedKey.current !== key) return;
    schedule(key, text === baseline.current ? null : text);
  }, [key, enabled, text]);

  useEffect(() => {
    if (!enabled || openedKey.current === key) return;
    openedKey.current = key;
    baseline.current = latest.current.text;
    const saved = read(key);
    if (saved === undefined || JSON.stringify(saved.values) === baseline.current) {
      setRestored(false);
      return;
    }
    beforeRestore.current = latest.current.values;
    latest.current.restore(saved.values as T);
    setRestored(true);
    const serverSave = Date.parse(latest.current.updatedAt ?? '');
    setOlderThanServer(serverSave > saved.savedAt);
  }, [key, enabled]);

  useEffect(() => {
    const cleared = () => {
      baseline.current = latest.current.text;
      setRestored(false);
    };
    const listeners = clearListeners.get(key) ?? new Set();
    listeners.add(cleared);
    clearListeners.set(key, listeners);
    // A reload or a closed tab inside the debounce keeps the last keystrokes too.
    const hide = () => flush(key);
    window.addEventListener('pagehide', hide);
    return () => {
      listeners.delete(cleared);
      if (listeners.size === 0) clearListeners.delete(key);
      window.removeEventListener('pagehide', hide);
      // Typing just before leaving (a submit that ends in the login page) is kept.
      flush(key);
    };
  }, [key]);

  const discard = useCallback(() => {
    clearLocalDraft(key);
    const previous = beforeRestore.current;
    if (previous !== null) {
      baseline.current = JSON.stringify(previous);
      latest.current.restore(previous);
    }
    setRestored(false);
  }, [key]);

  const notice = restored ? createElement(LocalDraftNotice, { onDiscard: discard, olderThanServer }) : null;
  return { restored, olderThanServer: restored && olderThanServer, discard, notice };
}
