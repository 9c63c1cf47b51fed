/**
 * Internal notes, oldest first, and the box that adds one: what a lead and a
 * career application show alike. The caller owns the note's state, checks and
 * saving; this draws them. No maxLength on the box: the browser would cut a
 * long paste silently, so the counter and the message say it instead.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import type { LeadNote } from '@contract/leads';
import { formatDateTime } from '../../../lib/format';
import { CharCounter } from './char-counter';
import './notes-panel.css';

interface Props {
  notes: readonly LeadNote[];
  text: string;
  onText: (text: string) => void;
  /** The most characters a note may hold, shown by the counter. */
  limit: number | undefined;
  error: string | undefined;
  adding: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Above the box: a restored draft's notice, for example. */
  notice?: ReactNode;
}

export function NotesPanel({ notes, text, onText, limit, error, adding, onSubmit, notice }: Props) {
  const ids = { heading: useId(), note: useId(), counter: useId(), error: useId() };
  return (
    <section className="admin-notes" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Notes</h2>
      {notes.length === 0 ? (
        <p className="admin-notes__empty">No notes yet.</p>
      ) : (
        <ol className="admin-notes__list">
          {notes.map((note) => (
            <li key={note._id} className="admin-notes__item">
              <p className="admin-notes__meta">
                <strong>{note.author}</strong> <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="admin-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {notice}
      <form className="admin-notes__form" onSubmit={onSubmit} noValidate>
        <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`}>
          <label htmlFor={ids.note}>Note</label>
          <textarea
            id={ids.note}
            rows={3}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.counter} ${ids.error}` : ids.counter}
            onChange={(event) => onText(event.target.value)}
          />
          {limit !== undefined && (
            <div className="admin-form__below">
              <CharCounter id={ids.counter} value={text} max={limit} />
            </div>
          )}
          {error && (
            <p id={ids.error} className="admin-form__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={adding} aria-busy={adding}>
          {adding ? 'Adding…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
