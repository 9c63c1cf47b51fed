/** A lead's internal notes, oldest first, and the form that adds one (addLeadNote). */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { LeadKind } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { leadNoteSchema } from '@contract/schemas/leads';
import { fieldMeta, validate } from '@contract/schemas/validate';
import { isAcknowledged } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { failureText, useAdminCall } from '../use-admin-call';
import type { Lead } from './lead-kinds';

const noteLimit = fieldMeta(leadNoteSchema).text.maxLength;

interface Props {
  kind: LeadKind;
  lead: Lead;
  onAdded: (lead: Lead) => void;
}

export function LeadNotes({ kind, lead, onAdded }: Props) {
  const ids = { heading: useId(), note: useId(), error: useId() };
  const call = useAdminCall();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const notes = lead.notes ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(leadNoteSchema, { text });
    if (!checked.ok) {
      setError(checked.errors.text ?? '');
      return;
    }
    setAdding(true);
    setError('');
    const result = await call(routes.addLeadNote, { params: { kind, id: lead._id }, body: checked.value });
    setAdding(false);
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) {
      onAdded(result.data);
      setText('');
      toast.success(result.msg ?? messages.leadNoteAdded);
    } else {
      const message = failureText(result);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <section className="lead-notes" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Notes</h2>
      {notes.length === 0 ? (
        <p className="lead-notes__empty">No notes yet.</p>
      ) : (
        <ol className="lead-notes__list">
          {notes.map((note) => (
            <li key={note._id} className="lead-notes__item">
              <p className="lead-notes__meta">
                <strong>{note.author}</strong> <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="lead-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="lead-notes__form" onSubmit={(event) => void add(event)} noValidate>
        <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`}>
          <label htmlFor={ids.note}>Note</label>
          <textarea
            id={ids.note}
            rows={3}
            value={text}
            maxLength={noteLimit}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setText(event.target.value)}
          />
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
