import { type Schema, type Validation, validate } from '@contract/validation';
import { accountTexts } from './account-texts';

/** The confirm field's name in every password form. */
export const confirmField = 'confirmPassword';

/**
 * The contract schema's check, plus the confirm field's, which only the
 * browser knows: a mistyped new password is caught before it is sent.
 */
export function checkConfirmed<S extends Schema>(
  schema: S,
  input: Record<string, unknown>,
  password: string,
  confirm: string,
): Validation<S> {
  const result = validate(schema, input);
  if (confirm === password) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), [confirmField]: accountTexts.passwordsDiffer } };
}

/** A link's secret as the page received it: whether the schemas would ever accept it. */
export function linkLooksValid(schema: Schema, token: string): boolean {
  const result = validate(schema, { token });
  return result.ok || !('token' in result.errors);
}
