/**
 * Login throttling: parallel guesses are not all checked,
 * and a throttled client never keeps the owner out. The owner's "other client"
 * is a real second source address: the test connects from 127.0.0.2, which
 * the local gateway reports as the source IP exactly as API Gateway would.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import { loginPolicies } from '../../functions/core/auth/throttle';
import { keys } from '../../functions/core/db/keys';
import { getRecord, setRecordIf } from '../../functions/core/db/repository';
import { admin, useStack } from './harness';

const stack = useStack();

/** POSTs a login from the given local source address; answers status and body. */
function loginFrom(localAddress: string, body: unknown): Promise<{ status: number; body: Record<string, any>; retryAfter?: string }> {
  const { port } = new URL(stack.server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: routes.adminLogin.path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            retryAfter: response.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

describe('login throttling', () => {
  it('checks no more of 20 parallel wrong passwords than the limit allows, and the owner still signs in from another client', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom('127.0.0.1', { email: admin.email, password: `wrong-guess-${i}-xx` })),
    );
    const checked = guesses.filter((answer) => answer.status === 401);
    const refused = guesses.filter((answer) => answer.status === 429);
    console.log(`20 parallel wrong passwords: ${checked.length} checked (401), ${refused.length} refused before any check (429)`);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(loginPolicies.pair.free);
    expect(checked.length + refused.length).toBe(20);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ ack: 0, msg: messages.loginThrottled });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    for (const answer of checked) expect(answer.body).toMatchObject({ ack: 0, msg: messages.loginInvalid });

    // The attacking client is still refused, even with the right password …
    const attackerWithRightPassword = await loginFrom('127.0.0.1', admin);
    expect(attackerWithRightPassword.status).toBe(429);
    // … but the owner, from another client, is not locked out.
    const owner = await loginFrom('127.0.0.2', admin);
    expect(owner).toMatchObject({ status: 200, body: { ack: 1, msg: messages.loginSuccess } });
    expect(owner.body.token).toEqual(expect.any(String));

    // The counters are keyed by the socket's address, as API Gateway reports the source IP.
    const attackerCounter = await getRecord(keys.loginAttempts('CLIENT#127.0.0.1'), { consistent: true });
    expect(Number(attackerCounter?.attempts)).toBeGreaterThanOrEqual(checked.length);
    expect(await getRecord(keys.loginAttempts(`PAIR#${admin.email}#127.0.0.2`), { consistent: true })).toBeNull(); // cleared by the success
  });

  it('never slows an owner who signs in often: successful sign-ins do not count', async () => {
    // This client has used all but one of its free attempts (failures elsewhere, say).
    const counter = keys.loginAttempts('CLIENT#127.0.0.4');
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    await setRecordIf(counter, { attempts: loginPolicies.client.free - 1, nextAt: 0, expiresAt }, null);
    // Were successes counted, the second would have to wait.
    for (let i = 0; i < 3; i++) expect((await loginFrom('127.0.0.4', admin)).status).toBe(200);
    expect(Number((await getRecord(counter, { consistent: true }))?.attempts)).toBe(loginPolicies.client.free - 1);
  });

  it('refuses a further attempt from the throttled client until its wait has passed, whatever the password', async () => {
    const email = 'nobody-here@example.com';
    for (let i = 0; i < loginPolicies.pair.free; i++)
      expect((await loginFrom('127.0.0.3', { email, password: 'wrong-password-1' })).status).toBe(401);
    const next = await loginFrom('127.0.0.3', { email, password: 'wrong-password-2' });
    expect(next).toMatchObject({ status: 429, body: { msg: messages.loginThrottled } });
    expect(Number(next.retryAfter)).toBeGreaterThan(loginPolicies.pair.firstWaitSeconds - 10);
    expect(Number(next.retryAfter)).toBeLessThanOrEqual(loginPolicies.pair.firstWaitSeconds);
  });
});
