/**
 * Local SQS queues: an in-process stand-in that answers the SDK's
 * SendMessage (the JSON protocol) for any number of named queues on one
 * endpoint (SQS_ENDPOINT), and delivers each message to its queue's worker as
 * an SQSEvent, under that worker's own grants. A message the worker reports
 * as failed comes back after the queue's backoff; after maxReceiveCount
 * deliveries it is dead-lettered, as the cloud queues' redrive policy does.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { WorkerName } from '../../functions/contract/workers';
import { logger } from '../../functions/core/logger';
import { logServerErrors } from './http-relay';
import { runAs } from './iam/caller';

interface Message {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
}

export interface QueueOptions {
  /** The worker whose grants its deliveries run under. */
  worker: WorkerName;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>;
  maxReceiveCount: number;
  /** The wait before a failed message comes back, after its nth delivery. */
  backoffMs: (receiveCount: number) => number;
}

export interface LocalQueue {
  /** The queue's URL, for the functions' environment. */
  url: string;
  /** Bodies of the messages that failed every delivery. */
  deadLetters(): string[];
  /** Stops delivering and waits for the deliveries in flight. */
  close(): Promise<void>;
}

export interface LocalQueues {
  endpoint: string;
  add(name: string, options: QueueOptions): LocalQueue;
  close(): Promise<void>;
}

export async function startLocalQueues(): Promise<LocalQueues> {
  const byName = new Map<string, (body: string) => void>();
  const server = createServer((request, response) => {
    answerSendMessage(request, response, byName).catch(() => {
      response.statusCode = 400;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  logServerErrors('Local queues', server);
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    add(name, options) {
      const queue = localQueue(name, options);
      byName.set(name, queue.enqueue);
      return { url: `${endpoint}/000000000000/${name}`, deadLetters: queue.deadLetters, close: queue.close };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function localQueue(name: string, { worker, handler, maxReceiveCount, backoffMs }: QueueOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const dead: string[] = [];
  let stopped = false;

  const schedule = (message: Message, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = deliver(message)
        .catch((error: unknown) => logger.error('local-queue-delivery-failed', { queue: name, error }))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    }, delayMs);
    timers.add(timer);
  };

  async function deliver(message: Message): Promise<void> {
    if (stopped) return;
    message.receiveCount += 1;
    const { batchItemFailures } = await runAs(worker, () => handler(toEvent(name, message))).catch(() => ({
      batchItemFailures: [{ itemIdentifier: message.id }],
    }));
    if (stopped || !batchItemFailures.some((failure) => failure.itemIdentifier === message.id)) return;
    if (message.receiveCount >= maxReceiveCount) dead.push(message.body);
    else schedule(message, backoffMs(message.receiveCount));
  }

  return {
    enqueue: (body: string) => schedule({ id: randomUUID(), body, sentAt: Date.now(), receiveCount: 0 }, 0),
    deadLetters: () => [...dead],
    async close() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** SQS's JSON protocol, SendMessage only: what the SDK's SendMessageCommand sends and checks (the body's MD5). */
async function answerSendMessage(
  request: IncomingMessage,
  response: ServerResponse,
  queues: ReadonlyMap<string, (body: string) => void>,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const target = String(request.headers['x-amz-target'] ?? '');
  const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody?: unknown; QueueUrl?: unknown };
  response.setHeader('content-type', 'application/x-amz-json-1.0');
  const enqueue = typeof input.QueueUrl === 'string' ? queues.get(new URL(input.QueueUrl).pathname.split('/').pop() ?? '') : undefined;
  if (target !== 'AmazonSQS.SendMessage' || typeof input.MessageBody !== 'string' || !enqueue) {
    response.statusCode = 400;
    response.end(
      JSON.stringify({
        __type: 'com.amazonaws.sqs#UnsupportedOperation',
        message: `Only SendMessage to a local queue is emulated (got ${target} to ${String(input.QueueUrl)})`,
      }),
    );
    return;
  }
  enqueue(input.MessageBody);
  response.end(JSON.stringify({ MessageId: randomUUID(), MD5OfMessageBody: createHash('md5').update(input.MessageBody).digest('hex') }));
}

function toEvent(queue: string, message: Message): SQSEvent {
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
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
    awsRegion: process.env.AWS_REGION ?? 'local',
  };
  return { Records: [record] };
}
