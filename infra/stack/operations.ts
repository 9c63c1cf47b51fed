/**
 * Alarms on what an operator must hear about: API 5xx answers, function
 * errors (crashes and timeouts: handled errors answer 4xx/5xx instead) and
 * throttles. Function metrics are summed with metric math, at most ten
 * metrics per alarm (CloudWatch's limit), so the alarm count stays small
 * however many routes there are.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OperationsProps {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyArray<{ readonly name: string; readonly fn: IFunction }>;
  readonly alarmEmail?: string;
  /** Alarms made elsewhere (dead-letter queues) that should notify the same topic. */
  readonly alarms?: ReadonlyArray<Alarm>;
}

const period = Duration.minutes(5);
const metricsPerAlarm = 10;

export class Operations extends Construct {
  readonly alarms: Alarm[] = [];
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Site alarms', enforceSSL: true });
    // enforceSSL writes a topic policy, and any topic policy replaces SNS's default one (which let the
    // account publish): without this Allow, CloudWatch could not publish and every alarm would be silent.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*` },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    for (const alarm of props.alarms ?? []) {
      alarm.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(alarm);
    }
    this.alarm(
      'Api5xx',
      props.httpApi.metricServerError({ period, statistic: 'Sum' }),
      5,
      'The HTTP API answered 5xx at least 5 times in 5 minutes.',
    );

    chunks(props.functions, metricsPerAlarm).forEach((group, index) => {
      const names = group.map(({ name }) => name).join(', ');
      for (const kind of ['Errors', 'Throttles'] as const) {
        const usingMetrics: Record<string, IMetric> = {};
        group.forEach(({ fn }, i) => {
          usingMetrics[`m${i}`] =
            kind === 'Errors' ? fn.metricErrors({ period, statistic: 'Sum' }) : fn.metricThrottles({ period, statistic: 'Sum' });
        });
        const sum = new MathExpression({
          expression: Object.keys(usingMetrics)
            .map((key) => `FILL(${key}, 0)`)
            .join(' + '),
          usingMetrics,
          period,
          label: `${kind} (${names})`,
        });
        this.alarm(`Function${kind}${index + 1}`, sum, 1, `Lambda ${kind.toLowerCase()} in: ${names}.`);
      }
    });
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}

function chunks<T>(items: ReadonlyArray<T>, size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
