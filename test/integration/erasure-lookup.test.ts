/**
 * The lookup before an erasure: Owners see what erasing an address would
 * delete, counted as the erasure counts, and the lookup changes nothing, by
 * its answers and by its function's grants.
 */
import { describe, expect, it } from 'vitest';
import type { ContactEnquiry } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import { keys } from '../../functions/core/db/keys';
import * as repository from '../../functions/core/db/repository';
import { subscribe } from '../../functions/core/newsletter/subscribers';
import { runAs } from '../../infra/local/iam/caller';
import { contact, hire, sendEnquiry } from './erasure-support';
import { auditEntries, signInAs, useStack } from './harness';

const stack = useStack();

const lookupPath = (email: string) => `${routes.lookupAddress.path}?${new URLSearchParams({ email })}`;
const lookup = (email: string, token?: string | null) => stack.call('GET', lookupPath(email), { token });
const send = (route: 'contactMail' | 'hireUsMail', body: object) => sendEnquiry(stack, route, body);
const contactsFrom = async (address: string) =>
  (await repository.listAll<ContactEnquiry>('CONTACT')).filter((item) => item.emailAddress.toLowerCase() === address);

describe('looking up an address before erasing it', () => {
  it('counts every enquiry and the subscription of the address, whatever its case, and deletes nothing', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const target = `jane.${tag}@example.com`;
    await send('contactMail', contact(target, 'Jane Doe'));
    await send('contactMail', contact(`Jane.${tag}@Example.COM`, 'Jane D.'));
    await send('contactMail', contact(target, 'Jane Doe'));
    await send('hireUsMail', hire(target));
    await send('contactMail', contact(`john.${tag}@example.com`, 'John Roe'));
    expect(await subscribe(target)).toBe('mailed');
    const erasuresBefore = (await auditEntries('erase')).length;

    const answer = await lookup(`  ${target.toUpperCase()} `);
    expect(answer).toEqual({ status: 200, body: { ack: 1, data: { contact: 3, hire: 1, subscriber: 1, application: 0 } } });
    expect(await contactsFrom(target)).toHaveLength(3);
    expect(await repository.getRecord(keys.entity('SUBSCRIBER', target))).not.toBeNull();
    expect(await auditEntries('erase')).toHaveLength(erasuresBefore);

    // The erasure that follows deletes what the lookup counted; a second lookup then finds nothing.
    const erased = await stack.call('POST', routes.eraseAddress.path, { body: { email: target } });
    expect(erased.body.data).toEqual(answer.body.data);
    expect(await lookup(target)).toEqual({ status: 200, body: { ack: 1, data: { contact: 0, hire: 0, subscriber: 0, application: 0 } } });
  });

  it('answers zero counts for an address with no data', async () => {
    const answer = await lookup(`nobody.${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(answer).toEqual({ status: 200, body: { ack: 1, data: { contact: 0, hire: 0, subscriber: 0, application: 0 } } });
  });

  it('refuses a malformed or missing address with 400, a caller without a session with 401, and non-Owners with 403', async () => {
    for (const email of ['', 'not-an-address', 'x'.repeat(300)]) {
      const answer = await lookup(email);
      expect(answer.status, email).toBe(400);
      expect(answer.body.ack).toBe(0);
    }
    expect((await stack.call('GET', routes.lookupAddress.path)).status).toBe(400);
    expect(await lookup('someone@example.com', null)).toMatchObject({ status: 401, body: { msg: messages.unauthorized } });
    for (const role of ['editor', 'sales'] as const) {
      const { token } = await signInAs(stack, role);
      expect(await lookup('someone@example.com', token)).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
  });

  it('runs under grants that read and cannot delete', async () => {
    const target = `grants.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await send('contactMail', contact(target, 'Jane Doe'));
    const id = (await contactsFrom(target))[0]?._id ?? '';
    expect(id).not.toBe('');
    expect(routes.lookupAddress.grants).toEqual({ table: expect.objectContaining({ actions: ['GetItem', 'Query'] }) });
    await expect(runAs('lookupAddress', () => repository.deleteById('CONTACT', id))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(runAs('lookupAddress', () => repository.deleteById('SUBSCRIBER', target))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(await contactsFrom(target)).toHaveLength(1);
  });
});
