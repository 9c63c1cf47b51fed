/**
 * Adding a note, as a lead and a career application do it alike: the note's
 * form sends through the record's own route; once added, the record's new
 * state is shown, the box empties and a toast says so; a refusal shows under
 * the box, where the note is written, and in a toast.
 */
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { isAcknowledged } from '../../../lib/api';
import { type AdminResult, failureText } from './use-admin-call';

/** What the box needs of the note's form (useSchemaForm's): its values as typed, and as checked (C) when sent. */
interface NoteForm<V, C> {
  values: V;
  sending: boolean;
  handleSubmit(send: (value: C) => Promise<void>, options?: { check?: (values: V) => unknown }): (event?: FormEvent) => Promise<void>;
  showServerErrors(found: Record<string, string>): void;
  reset(): void;
}

interface NoteSending<V, C, R> {
  send: (value: C) => Promise<AdminResult<R>>;
  /** The record with the note added; the box empties once this is done. */
  onAdded: (record: R) => Promise<unknown>;
  /** The toast when the answer brings no message of its own. */
  added: string;
  /** A check of the note's own, when the route's schema alone lets an empty one through. */
  check?: (values: V) => unknown;
}

/** NotesPanel's text, adding state and submit for the note in `field` of `form`. */
export function noteBox<V extends Record<string, string>, C, R>(
  form: NoteForm<V, C>,
  field: keyof V & string,
  sending: NoteSending<V, C, R>,
) {
  const { send, onAdded, added, check } = sending;
  const add = form.handleSubmit(
    async (value) => {
      const result = await send(value);
      if (result.status === 401) return;
      if (isAcknowledged(result) && result.data) {
        await onAdded(result.data);
        form.reset();
        toast.success(result.msg ?? added);
      } else {
        form.showServerErrors({ [field]: failureText(result) });
        toast.error(failureText(result));
      }
    },
    { check },
  );
  return { text: form.values[field], adding: form.sending, onSubmit: (event: FormEvent) => void add(event) };
}
