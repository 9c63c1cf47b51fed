import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';
import { listSubscribers } from '../../functions/core/subscribers';
import { useStack } from './harness';

const stack = useStack();

describe('newsletter subscription', () => {
  it('stores an address once; subscribing again is acknowledged, not duplicated', async () => {
    const email = `Reader.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const first = await stack.call('POST', routes.newsletterSubscribe.path, { body: { email }, token: null });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ack: 1, msg: messages.subscribed });

    const again = await stack.call('POST', routes.newsletterSubscribe.path, { body: { email: email.toLowerCase() }, token: null });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ack: 1, msg: messages.alreadySubscribed });

    const stored = (await listSubscribers()).filter((s) => s.email === email.toLowerCase());
    expect(stored).toHaveLength(1);
  });

  it('refuses a malformed address with the validation message', async () => {
    const answer = await stack.call('POST', routes.newsletterSubscribe.path, { body: { email: 'not-an-address' }, token: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: 0, msg: 'Enter a valid email address.', errors: { email: 'Enter a valid email address.' } });
  });

  it('refuses an empty address', async () => {
    const answer = await stack.call('POST', routes.newsletterSubscribe.path, { body: { email: '   ' }, token: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: 0, errors: { email: 'Email is required.' } });
  });
});
