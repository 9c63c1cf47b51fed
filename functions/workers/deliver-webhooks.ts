/**
 * The webhook worker: fans each event out to its webhooks and posts each
 * delivery, signed. Answers batchItemFailures, so only the messages that
 * failed come back (with the queue's backoff; after the last delivery they go
 * to the dead-letter queue, which alarms).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../core/logger';
import { runWebhookJob } from '../core/webhooks/delivery';
import { parseWebhookJob } from '../core/webhooks/jobs';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const job = parseWebhookJob(record.body);
    if (!job) {
      logger.error('webhook-job-unreadable', { messageId: record.messageId });
      continue;
    }
    const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    try {
      if ((await runWebhookJob(job, receiveCount)) === 'retry') failures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      logger.error('webhook-job-error', { kind: job.kind, event: job.event, error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
