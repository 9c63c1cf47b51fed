import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';
import { eventually } from './eventually';
import { useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

const contact = {
  name: 'Priya Raman',
  emailAddress: 'priya@example.org',
  contactNo: 9876543210,
  message: 'We need a React team.',
  terms: true,
};
const hire = {
  fullName: 'Daniel Ortiz',
  country: 'SG',
  contactNo: '6591234567',
  emailAddress: 'daniel@example.org',
  note: 'Two Go engineers from January.',
  hiringchecked: 'monthly',
  servicechecked: ['Backend Development', 'DevOps'],
};

describe('contact messages', () => {
  it('stores the message, notifies the business inbox through the mail queue and lists it for the admin', async () => {
    const sent = await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact), token: null });
    expect(sent).toMatchObject({ status: 200, body: { ack: 1, msg: messages.formSubmitted } });

    const page = (await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body;
    expect(page.ack).toBe(1);
    expect(page.data.limit).toBe(20);
    expect(page.data.list[0]).toMatchObject({ name: 'Priya Raman', contactNo: '9876543210', emailAddress: 'priya@example.org' });
    expect(page.data.list[0].added_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const mail = await eventually(
      async () => (await stack.mails()).find((entry) => entry.subject === 'New contact message from Priya Raman'),
      { what: 'the mail' },
    );
    expect(mail?.destination.to).toEqual(['enquiries@example.com']);
    expect(mail?.body.text).toContain('We need a React team.');
    await eventually(
      async () => (await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body.data.list[0].mailStatus === 'sent',
      { what: 'mailStatus sent' },
    );
  });

  it.each([
    ['name', { name: '  ' }, 'Full name is required.'],
    ['emailAddress', { emailAddress: '' }, 'Email is required.'],
    ['emailAddress', { emailAddress: 'not-an-email' }, 'Enter a valid email address.'],
    ['contactNo', { contactNo: '' }, 'Contact number is required.'],
    ['contactNo', { contactNo: '98-76' }, 'Enter a valid contact number.'],
    ['message', { message: '' }, 'Message is required.'],
    ['terms', { terms: false }, 'You must agree to the Privacy Policy.'],
  ])('answers 400 for a bad %s and stores nothing', async (field, change, message) => {
    const before = (await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body.data.count;
    const answer = await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', { ...contact, ...change }), token: null });
    expect(answer).toMatchObject({ status: 400, body: { ack: 0, msg: message, errors: { [field]: message } } });
    expect((await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body.data.count).toBe(before);
  });

  it('pages the list newest first and refuses bad page numbers', async () => {
    for (let i = 0; i < 22; i++)
      await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', { ...contact, name: `Sender ${i}` }), token: null });
    const first = (await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body.data;
    const second = (await stack.call('GET', apiPath(routes.contactList, { page: 2 }))).body.data;
    expect(first.list).toHaveLength(20);
    expect(first.list[0].name).toBe('Sender 21');
    expect(second.list).toHaveLength(first.count - 20);
    for (const page of ['0', 'abc', '-1', '1.5']) {
      expect((await stack.call('GET', `/api/contactList/${page}`)).body).toMatchObject({ ack: 0, msg: messages.badPage });
    }
  });
});

describe('hiring enquiries', () => {
  it('stores the enquiry with the country name and lists it for the admin', async () => {
    const sent = await stack.call('POST', routes.hireUsMail.path, { body: asPerson('hire', hire), token: null });
    expect(sent.body).toMatchObject({ ack: 1, msg: messages.formSubmitted });
    const page = (await stack.call('GET', apiPath(routes.hiredList, { page: 1 }))).body.data;
    expect(page).toMatchObject({ count: 1, limit: 20 });
    expect(page.list[0]).toMatchObject({
      fullName: 'Daniel Ortiz',
      country: 'Singapore',
      countryCode: 'SG',
      servicechecked: ['Backend Development', 'DevOps'],
    });
    await eventually(async () => (await stack.mails()).some((mail) => mail.subject === 'New hiring enquiry from Daniel Ortiz'), {
      what: 'the hiring mail',
    });
  });

  it.each([
    ['fullName', { fullName: ' ' }, 'Full name is required.'],
    ['emailAddress', { emailAddress: 'a@b.c' }, 'Valid email is required.'],
    ['emailAddress', { emailAddress: 'a@b.toolongtld' }, 'Valid email is required.'],
    ['contactNo', { contactNo: '123456789' }, 'Valid contact number is required.'],
    ['contactNo', { contactNo: '12345678901' }, 'Valid contact number is required.'],
    ['country', { country: '' }, 'Country selection is required.'],
    ['country', { country: 'XX' }, 'Country selection is required.'],
    ['servicechecked', { servicechecked: [] }, 'At least one skill must be selected.'],
    ['servicechecked', { servicechecked: ['Not a skill'] }, 'Select skills from the list.'],
    ['hiringchecked', { hiringchecked: '' }, 'Please select one type of hiring.'],
    ['hiringchecked', { hiringchecked: 'weekly' }, 'Please select one type of hiring.'],
  ])('answers 400 for a bad %s', async (field, change, message) => {
    const answer = await stack.call('POST', routes.hireUsMail.path, { body: asPerson('hire', { ...hire, ...change }), token: null });
    expect(answer).toMatchObject({ status: 400, body: { ack: 0, errors: { [field]: message } } });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const answer = await stack.call('POST', routes.hireUsMail.path, { body: '{not json', token: null });
    expect(answer).toMatchObject({ status: 400, body: { ack: 0, msg: messages.badJson } });
  });
});
