/**
 * The local mail queue: an in-process stand-in for the SQS queue that answers
 * the SDK's SendMessage (the JSON protocol), so the enquiry routes run the same
 * code as in the cloud, and delivers each message to the same worker
 * (functions/workers/deliver-mail.ts) as an SQSEvent. A message the worker
 * reports as failed comes back after 2, 4, 8, 16 s; after the fifth delivery
 * it is dead-lettered, as the cloud queue's redrive policy does.
 *
 * The mail service sits behind a switch (./mail-outage): LOCAL_MAIL_DOWN=1
 * (or the mailDown option) starts it hung, setMailDown(false) brings it back.
 * The cloud's hourly mail sweep (functions/workers/resend-mail.ts) runs here
 * every minute, so mail that failed during a drill goes out after it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../../functions/core/logger';
import { mailMaxReceiveCount } from '../../functions/core/mail/jobs';
import { handler as deliverMail } from '../../functions/workers/deliver-mail';
import { handler as resendMail } from '../../functions/workers/resend-mail';
import { logServerErrors } from './http-relay';
import { runAs } from './iam/caller';
import { startMailSwitch } from './mail-outage';

interface Message {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
}

export interface LocalMail {
  /** SES_ENDPOINT (the switchable front), SQS_ENDPOINT and MAIL_QUEUE_URL for the functions. */
  env: { SES_ENDPOINT: string; SQS_ENDPOINT: string; MAIL_QUEUE_URL: string };
  setMailDown(down: boolean): void;
  /** Bodies of the messages that failed every delivery. */
  deadLetters(): string[];
  close(): Promise<void>;
}

const backoffMs = (receiveCount: number) => 1000 * 2 ** receiveCount;
const sweepEveryMs = 60_000;

export async function startLocalMail({ sesEndpoint, mailDown }: { sesEndpoint: string; mailDown: boolean }): Promise<LocalMail> {
  const mailSwitch = await startMailSwitch(sesEndpoint, mailDown);
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const dead: string[] = [];
  let stopped = false;

  const schedule = (message: Message, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = deliver(message)
        .catch((error: unknown) => logger.error('mail-delivery-failed', { error }))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    }, delayMs);
    timers.add(timer);
  };

  async function deliver(message: Message): Promise<void> {
    if (stopped) return;
    message.receiveCount += 1;
    const { batchItemFailures } = await runAs('deliverMail', () => deliverMail(toEvent(message))).catch(() => ({
      batchItemFailures: [{ itemIdentifier: message.id }],
    }));
    if (stopped || !batchItemFailures.some((failure) => failure.itemIdentifier === message.id)) return;
    if (message.receiveCount >= mailMaxReceiveCount) dead.push(message.body);
    else schedule(message, backoffMs(message.receiveCount));
  }

  const queue = createServer((request, response) => {
    answerSendMessage(request, response, (body) => schedule({ id: randomUUID(), body, sentAt: Date.now(), receiveCount: 0 }, 0)).catch(
      () => {
        response.statusCode = 400;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => queue.listen(0, '127.0.0.1', () => resolve()));
  logServerErrors('Mail queue', queue);
  const queueEndpoint = `http://127.0.0.1:${(queue.address() as AddressInfo).port}`;
  const sweep = setInterval(() => {
    runAs('resendMail', resendMail).catch((error: unknown) => logger.error('mail-sweep-failed', { error }));
  }, sweepEveryMs);
  sweep.unref();

  return {
    env: { SES_ENDPOINT: mailSwitch.url, SQS_ENDPOINT: queueEndpoint, MAIL_QUEUE_URL: `${queueEndpoint}/000000000000/enquiry-mail` },
    setMailDown: (down) => mailSwitch.setDown(down),
    deadLetters: () => [...dead],
    async close() {
      stopped = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      await mailSwitch.close(); // hung sends fail at once, so in-flight deliveries end
      await Promise.allSettled([...inFlight]);
      queue.closeAllConnections();
      await new Promise<void>((resolve) => queue.close(() => resolve()));
    },
  };
}

/** SQS's JSON protocol, SendMessage only: what the SDK's SendMessageCommand sends and checks (the body's MD5). */
async function answerSendMessage(request: IncomingMessage, response: ServerResponse, enqueue: (body: string) => void): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const target = String(request.headers['x-amz-target'] ?? '');
  const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody?: unknown };
  response.setHeader('content-type', 'application/x-amz-json-1.0');
  if (target !== 'AmazonSQS.SendMessage' || typeof input.MessageBody !== 'string') {
    response.statusCode = 400;
    response.end(
      JSON.stringify({ __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `Only SendMessage is emulated (got ${target})` }),
    );
    return;
  }
  enqueue(input.MessageBody);
  response.end(JSON.stringify({ MessageId: randomUUID(), MD5OfMessageBody: createHash('md5').update(input.MessageBody).digest('hex') }));
}

function toEvent(message: Message): SQSEvent {
  const record: SQSRecord = {
    messageId: message.id,
    receiptHandle: `${message.id}#${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(message.body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:000000000000:enquiry-mail',
    awsRegion: process.env.AWS_REGION ?? 'local',
  };
  return { Records: [record] };
}
