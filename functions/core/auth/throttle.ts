/**
 * Sign-in throttling: attackers are slowed, the owner is never locked out.
 *
 * Every attempt first reserves a slot in three counters, each a conditional
 * write (so parallel requests cannot all pass), and only then is a password
 * hash checked:
 * - pair (this account from this client): 5 free attempts per 15 minutes;
 * - client (source IP, any account): 20 free attempts per 15 minutes;
 * - account (from all clients together): 50 free attempts per 15 minutes.
 * Past the free attempts each further one must wait, and the wait doubles each
 * time: 30 s, 60 s, 2 min … up to 15 minutes for pair and client; 5 s, 10 s …
 * up to 60 s for the account, so a spread-out attack on one account slows the
 * owner by at most a minute. A client's failures never count against another
 * client's pair counter, so the right password from another client still
 * works. A success does not count: it clears its pair counter and gives back
 * its slot in the other two. Records expire by the table's TTL.
 */
import { keys } from '../db/keys';
import * as repository from '../db/repository';

interface Policy {
  readonly free: number;
  readonly firstWaitSeconds: number;
  readonly maxWaitSeconds: number;
}

export const windowSeconds = 15 * 60;
export const loginPolicies = {
  pair: { free: 5, firstWaitSeconds: 30, maxWaitSeconds: windowSeconds },
  client: { free: 20, firstWaitSeconds: 30, maxWaitSeconds: windowSeconds },
  account: { free: 50, firstWaitSeconds: 5, maxWaitSeconds: 60 },
} as const satisfies Record<string, Policy>;

/** The wait imposed after the nth attempt of a window. */
export function waitAfter(attempt: number, policy: Policy): number {
  if (attempt < policy.free) return 0;
  return Math.min(policy.firstWaitSeconds * 2 ** (attempt - policy.free), policy.maxWaitSeconds);
}

/** Contention retries: a request that lost a race re-reads the counter, enough times for parallel ones to fill the free slots. */
const maxRounds = 8;

/** Reserves one attempt; answers 0, or the seconds to wait before the next one is allowed. */
async function reserve(scope: string, policy: Policy, now: number): Promise<number> {
  const key = keys.loginAttempts(scope);
  for (let round = 0; round < maxRounds; round++) {
    const record = await repository.getRecord(key, { consistent: true });
    // The local stand-in never expires items, so the expiry is checked here too.
    const current = record && Number(record.expiresAt) > now ? record : null;
    const attempts = current ? Number(current.attempts) : 0;
    const nextAt = current ? Number(current.nextAt) : 0;
    if (nextAt > now) return nextAt - now;
    const attempt = attempts + 1;
    const next = {
      attempts: attempt,
      nextAt: now + waitAfter(attempt, policy),
      expiresAt: current ? Number(current.expiresAt) : now + windowSeconds,
    };
    const expected = record ? { attempts: record.attempts, expiresAt: record.expiresAt } : null;
    if (await repository.setRecordIf(key, next, expected)) return 0;
  }
  return 1;
}

export interface LoginScopes {
  email: string;
  client: string;
}

/** The counters of one attempt, most specific first: a refusal there leaves the wider ones untouched. */
/** The pair's own counter first, then the wider ones. */
function scopes({ email, client }: LoginScopes): [[string, Policy], ...Array<[string, Policy]>] {
  const account = email.trim().toLowerCase();
  const source = client.slice(0, 64);
  return [
    [`PAIR#${account}#${source}`, loginPolicies.pair],
    [`CLIENT#${source}`, loginPolicies.client],
    [`ACCOUNT#${account}`, loginPolicies.account],
  ];
}

/** Answers 0 when the attempt may be checked, else the seconds to wait. */
export async function reserveLoginAttempt(who: LoginScopes, now = Math.floor(Date.now() / 1000)): Promise<number> {
  for (const [scope, policy] of scopes(who)) {
    const wait = await reserve(scope, policy, now);
    if (wait > 0) return wait;
  }
  return 0;
}

/**
 * A successful sign-in does not count: it clears its own client's counter for
 * the account and gives back the slot it took in the client and account
 * counters (so an owner signing in often is never slowed by it).
 */
export async function clearLoginAttempts(who: LoginScopes): Promise<void> {
  const [[pairScope], ...wider] = scopes(who);
  await repository.deleteRecord(keys.loginAttempts(pairScope));
  await Promise.all(wider.map(([scope, policy]) => giveBack(scope, policy)));
}

/** Takes one attempt off a counter; back under the free count, no wait is owed either. */
async function giveBack(scope: string, policy: Policy): Promise<void> {
  const key = keys.loginAttempts(scope);
  for (let round = 0; round < maxRounds; round++) {
    const record = await repository.getRecord(key, { consistent: true });
    const attempts = Number(record?.attempts ?? 0) - 1;
    if (!record || attempts < 0) return;
    const next = attempts < policy.free ? { attempts, nextAt: 0 } : { attempts };
    if (await repository.setRecordIf(key, next, { attempts: record.attempts, expiresAt: record.expiresAt })) return;
  }
}
