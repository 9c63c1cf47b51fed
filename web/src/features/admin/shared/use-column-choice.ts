import { useCallback, useState } from 'react';
import { sessionEmail } from '../../../lib/session';

/** The optional columns a person has chosen to show or hide, by column key. */
export type ColumnChoice = Record<string, boolean>;

/** One choice per signed-in person and table, so people sharing a browser keep their own. */
export const columnChoiceKey = (table: string, person = sessionEmail() ?? 'signed-out') => `admin-columns:${person}:${table}`;

function read(key: string): ColumnChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

function write(key: string, choice: ColumnChoice): void {
  try {
    localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the page closes.
  }
}

/**
 * Which of a table's optional columns show: the person's remembered choice,
 * else each column's default.
 */
export function useColumnChoice(table: string, defaults: ColumnChoice) {
  const [key] = useState(() => columnChoiceKey(table));
  const [choice, setChoice] = useState<ColumnChoice>(() => read(key));
  const shown = useCallback((column: string) => choice[column] ?? defaults[column] ?? true, [choice, defaults]);
  const toggle = useCallback(
    (column: string, show: boolean) => {
      setChoice((current) => {
        const next = { ...current, [column]: show };
        write(key, next);
        return next;
      });
    },
    [key],
  );
  return { shown, toggle };
}
