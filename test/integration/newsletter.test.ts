import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { pageSize, type Subscriber } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { newsletterMessages } from '../../functions/contract/newsletter-messages';
import * as repository from '../../functions/core/db/repository';
import { keys } from '../../functions/core/db/keys';
import { confirmSubject } from '../../functions/core/newsletter/mail';
import { useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

/** Double opt-in: the address is listed once its mailed link is confirmed. */
async function confirmByMail(email: string): Promise<void> {
  const mails = (await stack.mails()).filter((mail) => mail.subject === confirmSubject && mail.destination.to.includes(email));
  const link = new URL(/https?:\/\/\S+/.exec(mails.at(-1)?.body.text ?? '')?.[0] ?? 'http://missing/');
  const confirmed = await stack.call('POST', routes.confirmSubscription.path, {
    body: { token: link.searchParams.get('token') },
    token: null,
  });
  expect(confirmed.status).toBe(200);
}

describe('newsletter subscription', () => {
  it('stores an address once and answers exactly the same whether or not it was already subscribed (no enumeration)', async () => {
    const email = `Reader.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const first = await stack.call('POST', routes.newsletterSubscribe.path, { body: asPerson('newsletter', { email }), token: null });
    expect(first).toEqual({
      status: 200,
      body: { ack: 1, msg: messages.subscribed, message: messages.subscribed, detail: newsletterMessages.subscribeConfirmPrompt },
    });

    const again = await stack.call('POST', routes.newsletterSubscribe.path, {
      body: asPerson('newsletter', { email: email.toLowerCase() }),
      token: null,
    });
    expect(again).toEqual(first);

    // Stored once, pending its confirmation.
    const pending = keys.subscriberListing('', '', false).gsi1pk;
    const stored = (await repository.listAll<Subscriber>(pending)).filter((s) => s.email === email.toLowerCase());
    expect(stored).toHaveLength(1);
  });

  it('refuses a malformed address with the validation message', async () => {
    const answer = await stack.call('POST', routes.newsletterSubscribe.path, {
      body: asPerson('newsletter', { email: 'not-an-address' }),
      token: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: 0, msg: 'Enter a valid email address.', errors: { email: 'Enter a valid email address.' } });
  });

  it('refuses an empty address', async () => {
    const answer = await stack.call('POST', routes.newsletterSubscribe.path, {
      body: asPerson('newsletter', { email: '   ' }),
      token: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: 0, errors: { email: 'Email is required.' } });
  });
});

describe('admin subscriber list', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const subscribeAll = async (addresses: string[]) => {
    for (const email of addresses) {
      const answer = await stack.call('POST', routes.newsletterSubscribe.path, { body: asPerson('newsletter', { email }), token: null });
      expect(answer.body).toMatchObject({ ack: 1, msg: messages.subscribed });
      await confirmByMail(email.toLowerCase());
      // Distinct subscription times, so "newest first" is unambiguous.
      await pause();
    }
  };
  const list = (page: number | string, token?: string | null) =>
    stack.call(
      'GET',
      typeof page === 'number' ? apiPath(routes.subscriberList, { page }) : `/api/newsletter/admin/subscriberList/${page}`,
      { token },
    );

  it('pages the subscribers newest first with count and limit', async () => {
    const before = (await list(1)).body.data.count as number;
    const tag = crypto.randomUUID().slice(0, 8);
    const addresses = ['first', 'second', 'third'].map((name) => `${name}.${tag}@example.com`);
    await subscribeAll(addresses.map((address, i) => (i === 1 ? address.toUpperCase() : address)));

    const first = await list(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ack: 1, data: { count: before + 3, limit: pageSize } });
    const top = first.body.data.list.slice(0, 3) as Array<Record<string, unknown>>;
    expect(top.map((row) => row.email)).toEqual([...addresses].reverse());
    for (const row of top) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'added_date', 'email']);
      expect(Number.isNaN(Date.parse(String(row.added_date)))).toBe(false);
    }
    const dates = (first.body.data.list as Array<{ added_date: string }>).map((row) => row.added_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('splits more than one page of subscribers by the limit', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await subscribeAll(Array.from({ length: pageSize + 2 }, (_, i) => `bulk${i}.${tag}@example.com`));
    const first = (await list(1)).body.data;
    const second = (await list(2)).body.data;
    expect(first.list).toHaveLength(pageSize);
    expect(first.list[0].email).toBe(`bulk${pageSize + 1}.${tag}@example.com`);
    expect(second.count).toBe(first.count);
    expect(second.list).toHaveLength(Math.min(pageSize, first.count - pageSize));
    const seen = new Set([...first.list, ...second.list].map((row: { email: string }) => row.email));
    expect(seen.size).toBe(first.list.length + second.list.length);
    const beyond = (await list(Math.ceil(first.count / pageSize) + 1)).body;
    expect(beyond).toMatchObject({ ack: 1, data: { list: [], count: first.count, limit: pageSize } });
  });

  it('refuses bad page numbers', async () => {
    for (const page of ['0', 'abc', '-1', '1.5']) {
      expect((await list(page)).body).toMatchObject({ ack: 0, msg: messages.badPage });
    }
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [null, 'not-a-jwt']) {
      const answer = await list(1, token);
      expect(answer).toMatchObject({ status: 401, body: { ack: 0, msg: messages.unauthorized } });
      expect(JSON.stringify(answer.body)).not.toContain('@example.com');
    }
  });
});
