/**
 * A public-form body as the site's own page sends it: the guard's empty
 * hidden field and a token issued a while ago (so the fill time passes), signed
 * with the running stack's key. Tests that post enquiries as a person use it;
 * the spam tests post without it, as a bot does.
 */
import type { GuardedForm } from '../../functions/contract/spam';
import { signFormToken } from '../../functions/core/spam/token';

export function asPerson<T extends object>(form: GuardedForm, body: T, filledForMs = 10_000): T & { website: string; formToken: string } {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('asPerson needs the running stack (useStack) for its signing key');
  return { ...body, website: '', formToken: signFormToken(new TextEncoder().encode(secret), form, Date.now() - filledForMs) };
}
