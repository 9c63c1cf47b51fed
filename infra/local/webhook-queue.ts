/**
 * The local webhook queue: one of the local SQS queues (./sqs-queues),
 * delivering to the same worker as the cloud's
 * (functions/workers/deliver-webhooks.ts). A failed delivery comes back after
 * 2, 4, 8, 16 s, or after LOCAL_WEBHOOK_BACKOFF_MS each time (the tests' short
 * wait); after the fifth it is dead-lettered, as the cloud queue's redrive policy does.
 */
import { webhookMaxReceiveCount } from '../../functions/core/webhooks/jobs';
import { handler as deliverWebhooks } from '../../functions/workers/deliver-webhooks';
import type { LocalQueue, LocalQueues } from './sqs-queues';

const backoffMs = (receiveCount: number) => {
  const fixed = Number(process.env.LOCAL_WEBHOOK_BACKOFF_MS);
  return Number.isFinite(fixed) &&
    fixed >= 0 &&
    process.env.LOCAL_WEBHOOK_BACKOFF_MS !== '' &&
    process.env.LOCAL_WEBHOOK_BACKOFF_MS !== undefined
    ? fixed
    : 1000 * 2 ** receiveCount;
};

export function startLocalWebhooks(queues: LocalQueues): LocalQueue {
  return queues.add('webhooks', {
    worker: 'deliverWebhooks',
    handler: deliverWebhooks,
    maxReceiveCount: webhookMaxReceiveCount,
    backoffMs,
  });
}
