/**
 * Screens one public-form submission: checks its token, counts it against
 * its address and client, looks the address up in the block list, then asks
 * ./screen which signals it shows. Answers the reasons (none: a person).
 */
import { guardFieldNames, type GuardedForm, type SpamSignal, spamLimits } from '../../contract/spam';
import { signingKey } from '../auth/signing-key';
import { spamSettings } from '../config';
import { isBlocked } from './blocked';
import { countSubmission } from './rate';
import { screen } from './screen';
import { checkFormToken } from './token';

export interface GuardedBody {
  [guardFieldNames.honeypot]?: string;
  [guardFieldNames.token]?: string;
}

export interface Sender {
  email: string;
  name?: string;
  message?: string;
  /** The client's address (viewerAddress routes); unknown counts under one shared scope. */
  client: string | undefined;
}

export async function spamReasons(form: GuardedForm, body: GuardedBody, sender: Sender, now = Date.now()): Promise<SpamSignal[]> {
  const settings = spamSettings();
  const email = sender.email.trim().toLowerCase();
  const [key, addressCount, clientCount, blocked] = await Promise.all([
    signingKey(),
    countSubmission(`ADDRESS#${email}`, spamLimits.rateWindowSeconds, now),
    countSubmission(`CLIENT#${sender.client ?? 'unknown'}`, spamLimits.rateWindowSeconds, now),
    isBlocked(email),
  ]);
  return screen(
    { honeypot: body[guardFieldNames.honeypot], email, name: sender.name, message: sender.message },
    {
      token: checkFormToken(key, body[guardFieldNames.token], form, now, spamLimits.tokenMaxAgeMs),
      now,
      minFillMs: settings.minFillMs,
      addressCount,
      clientCount,
      addressLimit: settings.perAddress,
      clientLimit: settings.perClient,
      blocked,
    },
  );
}

/** A body without the guard's fields: they are never stored. */
export function withoutGuard<T extends GuardedBody>(body: T): Omit<T, keyof GuardedBody> {
  const { [guardFieldNames.honeypot]: _honeypot, [guardFieldNames.token]: _token, ...rest } = body;
  return rest;
}
