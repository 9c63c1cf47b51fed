/**
 * Erasure: one Owner action deletes every enquiry and the
 * subscription of one address, whatever its case, leaves everyone else's
 * records alone, and the audit log records it without the address in clear.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { ContactEnquiry, HireEnquiry } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import * as repository from '../../functions/core/db/repository';
import { keys } from '../../functions/core/db/keys';
import { subscribe } from '../../functions/core/newsletter/subscribers';
import { contact, hire, sendEnquiry } from './erasure-support';
import { useStack } from './harness';

const stack = useStack();

const send = (route: 'contactMail' | 'hireUsMail', body: object) => sendEnquiry(stack, route, body);
const erase = (email: unknown, token?: string | null) => stack.call('POST', routes.eraseAddress.path, { body: { email }, token });
const enquiriesFrom = async (address: string) => {
  const all = [...(await repository.listAll<ContactEnquiry>('CONTACT')), ...(await repository.listAll<HireEnquiry>('HIRE'))];
  return all.filter((item) => item.emailAddress.toLowerCase() === address);
};
const subscriberOf = (address: string) => repository.getRecord(keys.entity('SUBSCRIBER', address));

describe('erase one address', () => {
  it('deletes every enquiry and the subscription of the address, and nothing of anyone else', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const target = `jane.${tag}@example.com`;
    const other = `john.${tag}@example.com`;
    await send('contactMail', contact(target, 'Jane Doe'));
    await send('contactMail', contact(`Jane.${tag}@Example.COM`, 'Jane D.'));
    await send('hireUsMail', hire(target));
    await send('contactMail', contact(other, 'John Roe'));
    await send('hireUsMail', hire(other));
    expect(await subscribe(target)).toBe('mailed');
    expect(await subscribe(other)).toBe('mailed');
    expect(await enquiriesFrom(target)).toHaveLength(3);

    const answer = await erase(target.toUpperCase());
    expect(answer).toEqual({
      status: 200,
      body: {
        ack: 1,
        msg: 'Erased 3 enquiries, 1 subscription.',
        message: 'Erased 3 enquiries, 1 subscription.',
        data: { contact: 2, hire: 1, subscriber: 1, application: 0 },
      },
    });
    expect(await enquiriesFrom(target)).toEqual([]);
    expect(await subscriberOf(target)).toBeNull();
    expect(await enquiriesFrom(other)).toHaveLength(2);
    expect(await subscriberOf(other)).not.toBeNull();

    const entries = await repository.listAll<AuditEntry>('AUDIT');
    const entry = entries.find(
      (item) => item.action === 'erase' && item.itemTitle === 'j***@example.com' && item.detail === '3 enquiries, 1 subscription',
    );
    expect(entry).toMatchObject({ actor: 'admin@example.com', itemType: 'address' });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain(target);

    // Idempotent: a second run finds nothing and says so.
    const again = await erase(target);
    expect(again).toMatchObject({ status: 200, body: { ack: 1, data: { contact: 0, hire: 0, subscriber: 0, application: 0 } } });
    expect(again.body.msg).toBe('Erased 0 enquiries, 0 subscriptions.');
  });

  it('refuses a malformed address with 400, and a caller without a session with 401', async () => {
    for (const email of ['', 'not-an-address', 42, 'x'.repeat(300)]) {
      const answer = await erase(email);
      expect(answer.status, String(email)).toBe(400);
      expect(answer.body.ack).toBe(0);
    }
    expect(await erase('someone@example.com', null)).toMatchObject({ status: 401, body: { msg: messages.unauthorized } });
  });
});
