/**
 * Webhook deliveries off the request path: lead and status changes put one
 * event on this queue; the worker fans it out into one message per webhook
 * and posts each, signed. SQS retries a failed delivery (visibility timeout)
 * up to maxReceiveCount times, then moves it to the dead-letter queue, which
 * alarms. The worker answers batchItemFailures, so one failing receiver does
 * not retry the others.
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { workers } from '../../functions/contract/workers';
import { webhookMaxReceiveCount } from '../../functions/core/webhooks/jobs';
import { workerEntry } from './bundling';
import { applyGrants } from './grants';
import { siteFunction } from './lambda';
import { deadLetterQueue, secureQueue } from './queues';

/** Each delivery waits 5 s at most for its receiver; a batch of five fits with room. */
export const webhookWorkerTimeout = Duration.seconds(40);

export interface WebhookWorkerProps {
  readonly table: ITable;
  /** The site's origin, for the admin links in each delivery. */
  readonly siteOrigin: string;
}

export class WebhookWorker extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly alarm: Alarm;
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: WebhookWorkerProps) {
    super(scope, id);
    const dlq = deadLetterQueue(this, 'DeadLetters', 'Webhook delivery');
    this.deadLetters = dlq.queue;
    this.alarm = dlq.alarm;
    this.queue = secureQueue(this, 'Queue', {
      // AWS's advice for Lambda event sources: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(webhookWorkerTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: webhookMaxReceiveCount },
    });

    const def = workers.deliverWebhooks;
    this.fn = siteFunction(this, 'DeliverWebhooks', {
      description: 'Fans webhook events out to their webhooks and posts each delivery, signed',
      entry: workerEntry(def.handler),
      memorySize: 256,
      timeout: webhookWorkerTimeout,
      environment: { TABLE_NAME: props.table.tableName, WEBHOOK_QUEUE_URL: this.queue.queueUrl, SITE_ORIGIN: props.siteOrigin },
    });
    applyGrants(this.fn, def.grants, { table: props.table, webhookQueue: this.queue });
    this.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, maxConcurrency: 2, reportBatchItemFailures: true }));
  }
}
