/**
 * An application's notes, oldest first, and the form that adds one
 * (updateApplication with a note). Its length is counted as it is typed and
 * a note over the limit is refused, never cut; an empty note is refused too.
 */
import { type Application, applicationMessages } from '@contract/applications';
import { routes } from '@contract/routes';
import { applicationUpdateSchema } from '@contract/schemas/application';
import { fieldMeta, validate } from '@contract/schemas/validate';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { NotesPanel } from '../shared/notes-panel';
import { noteBox } from '../shared/note-box';
import { useAdminCall } from '../shared/use-admin-call';

const noteLimit = fieldMeta(applicationUpdateSchema).note.maxLength;
const emptyNote = 'Write a note first.';

interface Props {
  application: Application;
  onAdded: (application: Application) => Promise<unknown>;
}

type NoteValues = { note: string };

/** The note is optional on the route (a stage change alone is fine); here the form is for a note, so one is needed. */
function checkNote(values: NoteValues) {
  const checked = validate(applicationUpdateSchema, values, 'partial');
  if (checked.ok && !values.note.trim()) return { ok: false as const, errors: { note: emptyNote } };
  return checked;
}

export function ApplicationNotes({ application, onAdded }: Props) {
  const call = useAdminCall();
  const form = useSchemaForm({ schema: applicationUpdateSchema, initial: { note: '' } as NoteValues, mode: 'partial', clearOnEdit: true });
  const notes = application.notes ?? [];
  const text = form.values.note;
  // The length is said while typing; an empty note only once Add note is pressed.
  const typed = validate(applicationUpdateSchema, { note: text }, 'partial');
  const error = form.errors.note ?? (typed.ok ? undefined : typed.errors.note);

  const box = noteBox(form, 'note', {
    send: (value) => call(routes.updateApplication, { params: { id: application._id }, body: { note: value.note } }),
    onAdded,
    added: applicationMessages.updated,
    check: checkNote,
  });

  return <NotesPanel notes={notes} {...box} onText={form.set('note')} limit={noteLimit} error={error} />;
}
