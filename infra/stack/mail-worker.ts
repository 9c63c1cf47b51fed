/**
 * Enquiry mail off the visitor's request: the contact and hire-us routes store
 * the enquiry and queue its id; this worker sends the mail with SES and records
 * the outcome. SQS retries a failed message (visibility timeout) up to
 * maxReceiveCount times, then moves it to the dead-letter queue, which alarms.
 * The worker answers batchItemFailures, so one bad message does not retry its
 * whole batch.
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { workers } from '../../functions/contract/workers';
import { mailMaxReceiveCount } from '../../functions/core/mail/jobs';
import { workerEntry } from './bundling';
import { applyGrants } from './grants';
import { siteFunction } from './lambda';
import { deadLetterQueue, secureQueue } from './queues';

/** The worker's timeout; SES answers in well under a second, the SDK's own timeouts cut a hang short. */
export const mailWorkerTimeout = Duration.seconds(30);
/** Deliveries tried before a message goes to the dead-letter queue: the worker's own count, so its last try records the failure. */
export { mailMaxReceiveCount };

export interface MailWorkerProps {
  readonly table: ITable;
  readonly mailFrom: string;
  readonly mailTo: string;
  /** HR's inbox: the worker announces new applications there, not to mailTo. */
  readonly applicationsMailTo: string;
  /** The site's origin, for the link in an assignee's mail. */
  readonly siteOrigin: string;
}

export class MailWorker extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly alarm: Alarm;
  readonly fn: NodejsFunction;
  /** The hourly sweep that queues failed (or never queued) enquiry mail again. */
  readonly resendFn: NodejsFunction;

  constructor(scope: Construct, id: string, props: MailWorkerProps) {
    super(scope, id);
    const dlq = deadLetterQueue(this, 'DeadLetters', 'Enquiry mail');
    this.deadLetters = dlq.queue;
    this.alarm = dlq.alarm;
    this.queue = secureQueue(this, 'Queue', {
      // AWS's advice for Lambda event sources: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(mailWorkerTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: mailMaxReceiveCount },
    });

    const def = workers.deliverMail;
    this.fn = siteFunction(this, 'DeliverMail', {
      description: 'Sends the notification mail of each queued enquiry',
      entry: workerEntry(def.handler),
      memorySize: 256,
      timeout: mailWorkerTimeout,
      environment: {
        TABLE_NAME: props.table.tableName,
        MAIL_FROM: props.mailFrom,
        MAIL_TO: props.mailTo,
        APPLICATIONS_MAIL_TO: props.applicationsMailTo,
        SITE_ORIGIN: props.siteOrigin,
      },
    });
    applyGrants(this.fn, def.grants, {
      table: props.table,
      mail: { from: props.mailFrom, to: props.mailTo, alsoTo: [props.applicationsMailTo] },
    });
    // Two workers at most: SES sending quotas are per second, and enquiries are few.
    this.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, maxConcurrency: 2, reportBatchItemFailures: true }));

    const resend = workers.resendMail;
    this.resendFn = siteFunction(this, 'ResendMail', {
      description: 'Queues enquiry mail again that failed every delivery or never reached the queue',
      entry: workerEntry(resend.handler),
      memorySize: 256,
      timeout: Duration.minutes(1),
      environment: { TABLE_NAME: props.table.tableName, MAIL_QUEUE_URL: this.queue.queueUrl },
    });
    applyGrants(this.resendFn, resend.grants, { table: props.table, mailQueue: this.queue });
    new Rule(this, 'ResendSchedule', {
      description: 'Hourly: enquiry mail that failed during an outage goes out once the mail service is back',
      schedule: Schedule.rate(Duration.minutes(resend.trigger.everyMinutes)),
      targets: [new LambdaFunction(this.resendFn, { retryAttempts: 2 })],
    });
  }
}
