/** A lead's internal notes, oldest first, and the form that adds one (addLeadNote). */
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { LeadKind } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { leadNoteSchema } from '@contract/schemas/leads';
import { fieldMeta } from '@contract/schemas/validate';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { failureText, useAdminCall } from '../shared/use-admin-call';
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
  const form = useSchemaForm({ schema: leadNoteSchema, initial: { text: '' } });
  const notes = lead.notes ?? [];
  const error = form.errors.text;
  const adding = form.sending;

  const add = form.handleSubmit(async (value) => {
    const result = await call(routes.addLeadNote, { params: { kind, id: lead._id }, body: value });
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) {
      onAdded(result.data);
      form.reset();
      toast.success(result.msg ?? messages.leadNoteAdded);
    } else {
      // The one message slot is the note's own: a refusal shows where the note is written.
      form.showServerErrors({ text: failureText(result) });
      toast.error(failureText(result));
    }
  });

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
      <form className="lead-notes__form" onSubmit={(event: FormEvent) => void add(event)} noValidate>
        <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`}>
          <label htmlFor={ids.note}>Note</label>
          <textarea
            id={ids.note}
            rows={3}
            value={form.values.text}
            maxLength={noteLimit}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => form.set('text')(event.target.value)}
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
