/**
 * The local stack enforces each function's grants as AWS would: a call outside
 * them fails with AWS's error, and the route answers what it would answer on AWS.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import { s3 } from '../../functions/core/aws/s3';
import { config } from '../../functions/core/config';
import { listAll, putNew } from '../../functions/core/db/repository';
import { sendLinkMail } from '../../functions/core/mail/transactional';
import { handler as getAllNews } from '../../functions/handlers/get-all-news';
import { runAs } from '../../infra/local/iam/caller';
import { lastMailTo, useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

const listEvent = { headers: {}, rawPath: routes.getAllNews.path, requestContext: { http: { sourceIp: '127.0.0.1' } } };
const callList = () => getAllNews(listEvent as unknown as APIGatewayProxyEventV2) as Promise<APIGatewayProxyStructuredResultV2>;

describe('the local IAM check', () => {
  it('lets a handler do what its own grants allow, and nothing more under another function’s role', async () => {
    // Seeding runs as the developer: unchecked.
    await putNew('NEWS', crypto.randomUUID(), '2026-01-01T00:00:00.000Z', { title: 'Checked grants', slug: `checked-${Date.now()}` });
    const own = await runAs('getAllNews', callList);
    expect(own.statusCode).toBe(200);

    // The contact form's role may store an enquiry and queue its mail: it may not read the news list.
    const borrowed = await runAs('contactMail', callList);
    expect(borrowed.statusCode).toBe(500);
    expect(JSON.parse(String(borrowed.body))).toMatchObject({ msg: messages.serverError });
    await expect(runAs('contactMail', () => listAll('NEWS'))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: `User: arn:aws:sts::000000000000:assumed-role/contactMail/contactMail is not authorized to perform: dynamodb:Query on resource: arn:aws:dynamodb:us-east-1:000000000000:table/${config.tableName}/index/gsi1 because no identity-based policy allows the dynamodb:Query action`,
    });
  });

  it('answers AccessDenied (403) for S3 outside the grant: the upload route may presign uploads, not read them', async () => {
    const read = () => s3().send(new GetObjectCommand({ Bucket: config.mediaBucket, Key: 'uploads/anything' }));
    await expect(runAs('createImageUpload', read)).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    // The same call as the developer reaches the bucket (and finds nothing there).
    await expect(read()).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('checks SES as the sandbox does: the mail worker mails the inbox and a lead’s assignee; an enquiry route mails nobody', async () => {
    const mail = (to: string) => () => sendLinkMail({ to, subject: 'Checked', intro: ['Hello'], linkText: 'Open', path: '/' });
    await expect(runAs('contactMail', mail(config.mailTo))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await runAs('deliverMail', mail(config.mailTo));
    expect((await lastMailTo(stack, config.mailTo, 'Checked')).destination.to).toEqual([config.mailTo]);
    await runAs('deliverMail', mail('teammate@customer.org'));
    expect((await lastMailTo(stack, 'teammate@customer.org', 'Checked')).destination.to).toEqual(['teammate@customer.org']);
  });

  it('delivers invitations and newsletter confirmations to addresses outside the sender’s domain', async () => {
    const invited = `new.${crypto.randomUUID().slice(0, 8)}@customer.org`;
    expect((await stack.call('POST', routes.inviteAdmin.path, { body: { email: invited, role: 'editor' } })).status).toBe(201);
    expect((await stack.mails()).some((sent) => sent.destination.to.includes(invited))).toBe(true);

    const reader = `reader.${crypto.randomUUID().slice(0, 8)}@customer.org`;
    const subscribed = await stack.call('POST', routes.newsletterSubscribe.path, {
      body: asPerson('newsletter', { email: reader }),
      token: null,
    });
    expect(subscribed.status).toBe(200);
    expect((await stack.mails()).some((sent) => sent.destination.to.includes(reader))).toBe(true);
  });
});
