/**
 * Mail off the request path: with the mail service hung
 * (it accepts connections and never answers, as LOCAL_MAIL_DOWN=1 starts it),
 * the visitor is answered at once and the enquiry is stored; the delivery
 * fails, is retried from the queue, and the mail goes out once the service is
 * back, exactly once, with the status visible in the admin list.
 */
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';
import { handler as deliverMail } from '../../functions/workers/deliver-mail';
import { handler as resendMail } from '../../functions/workers/resend-mail';
import * as repository from '../../functions/core/db/repository';
import { eventually } from './eventually';
import { useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

const contact = { name: 'Outage Visitor', emailAddress: 'outage@example.org', contactNo: '5550100', message: 'Call me back.', terms: true };
const hire = {
  fullName: 'Queued Hirer',
  country: 'IN',
  contactNo: '9198765432',
  emailAddress: 'hirer@example.org',
  hiringchecked: 'monthly',
  servicechecked: ['DevOps'],
};

async function storedContact(name: string): Promise<Record<string, any> | undefined> {
  const list = (await stack.call('GET', apiPath(routes.contactList, { page: 1 }))).body.data.list as Array<Record<string, any>>;
  return list.find((entry) => entry.name === name);
}

const mailsWithSubject = async (subject: string) => (await stack.mails()).filter((mail) => mail.subject === subject);

describe('enquiry mail through the queue', () => {
  it('answers the visitor while the mail service hangs, and sends the mail once it is back', async () => {
    stack.server.mail.setMailDown(true);
    try {
      const contactAnswer = await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact), token: null });
      expect(contactAnswer).toMatchObject({ status: 200, body: { ack: 1, msg: messages.formSubmitted } });
      // Answered while its delivery is still queued or hanging: the first attempt against the hung service, which
      // only ends at the client's timeouts (recording "retrying"), is not what the visitor waits for.
      expect(await storedContact(contact.name)).toMatchObject({
        emailAddress: contact.emailAddress,
        mailStatus: expect.stringMatching(/^(queued|sending)$/),
      });
      const hireAnswer = await stack.call('POST', routes.hireUsMail.path, { body: asPerson('hire', hire), token: null });
      expect(hireAnswer).toMatchObject({ status: 200, body: { ack: 1, msg: messages.formSubmitted } });

      // The first delivery times out against the hung service and is recorded for a retry; nothing was sent.
      const retrying = await eventually(
        async () => {
          const stored = await storedContact(contact.name);
          return stored?.mailStatus === 'retrying' ? stored : undefined;
        },
        { timeoutMs: 30_000, what: 'mailStatus retrying' },
      );
      expect(retrying.mailAttempts).toBeGreaterThanOrEqual(1);
      expect(await mailsWithSubject(`New contact message from ${contact.name}`)).toHaveLength(0);
    } finally {
      stack.server.mail.setMailDown(false);
    }

    await eventually(async () => (await storedContact(contact.name))?.mailStatus === 'sent', {
      timeoutMs: 40_000,
      what: 'mailStatus sent',
    });
    expect(await mailsWithSubject(`New contact message from ${contact.name}`)).toHaveLength(1);
    await eventually(async () => (await mailsWithSubject(`New hiring enquiry from ${hire.fullName}`)).length === 1, {
      timeoutMs: 40_000,
      what: 'the hiring mail',
    });
    const hired = (await stack.call('GET', apiPath(routes.hiredList, { page: 1 }))).body.data.list[0];
    expect(hired).toMatchObject({ fullName: hire.fullName, mailStatus: 'sent' });
  }, 90_000);

  it('never sends one enquiry twice when the queue delivers its message again', async () => {
    await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', { ...contact, name: 'Once Only' }), token: null });
    await eventually(async () => (await storedContact('Once Only'))?.mailStatus === 'sent', { what: 'mailStatus sent' });
    const { _id } = (await storedContact('Once Only'))!;
    const redelivery = {
      Records: [
        {
          messageId: 'redelivered-1',
          receiptHandle: 'r',
          body: JSON.stringify({ type: 'CONTACT', id: _id }),
          attributes: { ApproximateReceiveCount: '2', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:local:000000000000:enquiry-mail',
          awsRegion: 'local',
        },
        // A message no retry can fix is dropped, not retried forever.
        { messageId: 'junk-1', receiptHandle: 'j', body: '{"type":"CONTACT","id":"../../x"}', attributes: {} },
      ],
    };
    expect(await deliverMail(redelivery as never)).toEqual({ batchItemFailures: [] });
    expect(await mailsWithSubject('New contact message from Once Only')).toHaveLength(1);
  });

  it('queues again, on the sweep, the mail that failed every delivery or never reached the queue, and nothing else', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const enquiry = async (name: string, mailStatus: string, addedMinutesAgo: number) => {
      const _id = crypto.randomUUID();
      const added_date = minutesAgo(addedMinutesAgo);
      await repository.putNew('CONTACT', _id, added_date, {
        ...contact,
        name,
        _id,
        added_date,
        mailStatus,
        mailAttempts: mailStatus === 'failed' ? 5 : 0,
      });
    };
    await enquiry('Failed In Outage', 'failed', 60);
    await enquiry('Never Queued', 'queued', 10);
    await enquiry('Just Queued', 'queued', 1);
    await enquiry('Failed Last Month', 'failed', 8 * 24 * 60);

    expect(await resendMail()).toEqual({ requeued: 2 });
    for (const name of ['Failed In Outage', 'Never Queued']) {
      await eventually(async () => (await storedContact(name))?.mailStatus === 'sent', { what: `${name} sent` });
      expect(await mailsWithSubject(`New contact message from ${name}`)).toHaveLength(1);
    }
    expect((await storedContact('Just Queued'))?.mailStatus).toBe('queued');
    // Older than the sweep's week: left as it is.
    expect((await storedContact('Failed Last Month'))?.mailStatus).toBe('failed');
    expect(await mailsWithSubject('New contact message from Failed Last Month')).toHaveLength(0);
    // A second sweep finds nothing left to do.
    expect(await resendMail()).toEqual({ requeued: 0 });
  });
});
