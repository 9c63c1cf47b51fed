/**
 * The form guard's two fields, beside a public form's own: a hidden field
 * people leave empty (the honeypot) and the token the page fetched when the
 * form was first used. Both are optional, so a body as the spec describes it
 * stays valid; one without a token is stored, as Spam (core/spam).
 */
import { guardFieldNames } from '../spam';
import { form, text, type Schema } from './fields';

export const formGuardFields = {
  [guardFieldNames.honeypot]: text('Website', { maxLength: 500 }),
  [guardFieldNames.token]: text('Form token', { maxLength: 500 }),
};

/** A public form's request schema: its own fields and the guard's. */
export const guarded = <S extends Schema>(schema: S) => form({ ...(schema.entries as S['entries']), ...formGuardFields });
