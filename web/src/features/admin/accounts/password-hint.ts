import { minPasswordLength } from '@contract/accounts';

/**
 * The contract's length rule, said under a new password before anyone fails
 * it, and how far the typed one is from it: the form's check and the server
 * still refuse a short one in their own words.
 */
export function passwordHint(password: string): string {
  const rule = `Use at least ${minPasswordLength} characters.`;
  if (password === '') return rule;
  const missing = minPasswordLength - password.length;
  if (missing <= 0) return `${rule} Long enough.`;
  return `${rule} ${missing} more ${missing === 1 ? 'character' : 'characters'} to go.`;
}
