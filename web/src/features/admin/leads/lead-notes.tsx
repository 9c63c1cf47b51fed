/**
 * A lead's internal notes, oldest first, and the form that adds one
 * (addLeadNote). A note being written is kept as a local draft and guarded
 * against leaving the page, like the content forms; its length is counted
 * as it is typed and a note over the limit is refused, never cut.
 */
import { useLocation } from 'react-router';
import type { LeadKind } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { leadNoteSchema } from '@contract/schemas/leads';
import { fieldMeta } from '@contract/schemas/validate';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { NotesPanel } from '../shared/notes-panel';
import { noteBox } from '../shared/note-box';
import { useAdminCall } from '../shared/use-admin-call';
import { useLeaveGuard } from '../shared/use-leave-guard';
import { localDraftKey, useLocalDraft } from '../shared/use-local-draft';
import type { Lead } from './lead-kinds';

const noteLimit = fieldMeta(leadNoteSchema).text.maxLength;

interface Props {
  kind: LeadKind;
  lead: Lead;
  onAdded: (lead: Lead) => Promise<unknown>;
}

type NoteValues = { text: string };

export function LeadNotes({ kind, lead, onAdded }: Props) {
  const call = useAdminCall();
  const { pathname } = useLocation();
  const guard = useLeaveGuard();
  const form = useSchemaForm({ schema: leadNoteSchema, initial: { text: '' } as NoteValues, validateOn: 'change' });
  const notes = lead.notes ?? [];
  const overLimit = noteLimit !== undefined && form.values.text.trim().length > noteLimit;
  // The length is said while typing; an empty note only once Add note is pressed.
  const error = overLimit || form.submitted ? form.errors.text : undefined;

  /** The note as typed (or restored), and the leave-page warning while it holds something. */
  const write = (value: string) => {
    form.set('text')(value);
    if (value.trim()) guard.markDirty();
    else guard.markClean();
  };
  const local = useLocalDraft<NoteValues>(localDraftKey(pathname), form.values, {
    restore: (saved) => write(typeof saved?.text === 'string' ? saved.text : ''),
  });

  const box = noteBox(form, 'text', {
    send: (value) => call(routes.addLeadNote, { params: { kind, id: lead._id }, body: value }),
    onAdded: async (added) => {
      await onAdded(added);
      // Discarding a restored draft empties the box and forgets it; an emptied box forgets its own draft.
      if (local.restored) local.discard();
      guard.markClean();
    },
    added: messages.leadNoteAdded,
  });

  return <NotesPanel notes={notes} {...box} onText={write} limit={noteLimit} error={error} notice={local.notice} />;
}
