/**
 * The spam screen: which signals a submission shows. Pure, so every signal
 * is unit tested; ./guard gathers what it needs (token, counters, block list).
 * No single signal loses a message: whatever is flagged is stored as Spam
 * with its reasons, where the sales team can say "Not spam".
 */
import { disposableDomains, type SpamSignal } from '../../contract/spam';
import type { TokenCheck } from './token';

export interface Submission {
  /** The hidden field: people never see it, so any value is a bot's. */
  honeypot?: string;
  email?: string;
  name?: string;
  message?: string;
}

export interface ScreenContext {
  token: TokenCheck;
  now: number;
  minFillMs: number;
  /** This submission's place in its address's and client's windows (1 = the first). */
  addressCount: number;
  clientCount: number;
  addressLimit: number;
  clientLimit: number;
  blocked: boolean;
}

const links = () => /(https?:\/\/|www\.)\S+/gi;
const linkInName = /https?:\/\/|www\.|\.(com|net|org|ru|info|xyz|top|io)\b/i;

/** A message that is nothing but links (and the spaces between them). */
export function onlyLinks(message: string): boolean {
  const trimmed = message.trim();
  return trimmed !== '' && trimmed.replace(links(), '').trim() === '' && links().test(trimmed);
}

export function isDisposable(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return disposableDomains.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
}

export function screen(submission: Submission, context: ScreenContext): SpamSignal[] {
  const reasons: SpamSignal[] = [];
  if (submission.honeypot) reasons.push('honeypot');
  if (context.token.state === 'missing') reasons.push('no-token');
  else if (context.token.state === 'invalid') reasons.push('bad-token');
  else if (context.now - context.token.issuedAt < context.minFillMs) reasons.push('too-fast');
  if (submission.name && linkInName.test(submission.name)) reasons.push('link-in-name');
  if (submission.message && onlyLinks(submission.message)) reasons.push('only-links');
  if (submission.email && isDisposable(submission.email)) reasons.push('disposable-domain');
  if (context.addressCount > context.addressLimit) reasons.push('address-rate');
  if (context.clientCount > context.clientLimit) reasons.push('client-rate');
  if (context.blocked) reasons.push('blocked-sender');
  return reasons;
}
