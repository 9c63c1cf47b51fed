/** Encrypted, TLS-only SQS queues and the alarm every dead-letter queue carries. */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export function secureQueue(scope: Construct, id: string, props: QueueProps = {}): Queue {
  return new Queue(scope, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, ...props });
}

/** A dead-letter queue (kept 14 days, SQS's longest) and an alarm as soon as anything lands in it. */
export function deadLetterQueue(scope: Construct, id: string, what: string): { queue: Queue; alarm: Alarm } {
  const queue = secureQueue(scope, id, { retentionPeriod: Duration.days(14) });
  const alarm = new Alarm(scope, `${id}NotEmpty`, {
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: `${what} failed after every retry: see the messages in this dead-letter queue.`,
  });
  return { queue, alarm };
}
