import * as v from 'valibot';
import { form, text } from '../schemas/fields';
import { guardedForms } from '../spam';
import { full, reply, spec } from '../route-spec';

const formMessage = 'Form must be contact, hire or newsletter.';
/** The form a token is for: one of the guarded forms. */
const formTokenSchema = form({ form: text('Form', { required: formMessage, rule: v.picklist(guardedForms, formMessage) }) });

/** A short-lived signed token a public form sends with its submission (core/spam/token). */
export const formToken = spec('formToken', { body: full(formTokenSchema), response: reply<{ token: string }>() });
