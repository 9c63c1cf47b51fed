/**
 * Spam protection of the public forms (contact, hiring, newsletter): the
 * signals a submission is screened for, the words the sales team reads for
 * them, and the limits. Nothing here is shown to the visitor: a suspected
 * bot gets the same answer as a person, so the answer teaches it nothing.
 */

/** Why a submission was held back as Spam; a lead stores every one that applied. */
export const spamSignals = [
  'honeypot',
  'no-token',
  'bad-token',
  'too-fast',
  'link-in-name',
  'only-links',
  'disposable-domain',
  'address-rate',
  'client-rate',
  'blocked-sender',
] as const;
export type SpamSignal = (typeof spamSignals)[number];

export const spamReasonLabels: Record<SpamSignal, string> = {
  honeypot: 'Filled the hidden field',
  'no-token': "Sent without the page's form token",
  'bad-token': 'Form token invalid or expired',
  'too-fast': 'Sent too fast after the form was opened',
  'link-in-name': 'Link in the name',
  'only-links': 'Message is only links',
  'disposable-domain': 'Disposable e-mail domain',
  'address-rate': 'Too many messages from this address',
  'client-rate': 'Too many messages from this client',
  'blocked-sender': 'Sender is blocked',
};

/** The forms a token is issued for; a token for one form is not valid on another. */
export const guardedForms = ['contact', 'hire', 'newsletter'] as const;
export type GuardedForm = (typeof guardedForms)[number];

/** The request fields the form guard adds beside the spec's own fields. */
export const guardFieldNames = { honeypot: 'website', token: 'formToken' } as const;

export const spamLimits = {
  /** A person needs at least this long from first touching a form to sending it (SPAM_MIN_FILL_MS overrides it). */
  minFillMs: 3000,
  /** A token older than this (a tab left open overnight) no longer proves anything. */
  tokenMaxAgeMs: 24 * 60 * 60 * 1000,
  /** Submissions per address and per client in one window before the rest count as Spam (SPAM_RATE_MAX overrides both). */
  perAddress: 5,
  perClient: 20,
  rateWindowSeconds: 60 * 60,
} as const;

/** Domains of throwaway mailboxes, the ones bots use most; a short list on purpose, never a reason on its own to lose a person's message (it lands in Spam, where "Not spam" brings it back). */
export const disposableDomains = [
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'dispostable.com',
  'getnada.com',
  'maildrop.cc',
  'throwawaymail.com',
] as const;
