/** A note the sales team adds to an enquiry. */
import { form, text } from './fields';

export const leadNoteSchema = form({ text: text('Note', { required: 'Write the note first.', maxLength: 2000 }) });
