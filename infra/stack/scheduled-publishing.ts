/**
 * Scheduled publishing: an EventBridge rule runs the worker every
 * minute; it puts due scheduled items live, and the table stream has the
 * page publisher write their pages. The worker may only Query the list index
 * and update content items (functions/contract/workers.ts).
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { workers } from '../../functions/contract/workers';
import { workerEntry } from './bundling';
import { applyGrants } from './grants';
import { siteFunction } from './lambda';

export interface ScheduledPublishingProps {
  readonly table: ITable;
}

export class ScheduledPublishing extends Construct {
  readonly fn: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledPublishingProps) {
    super(scope, id);
    const def = workers.publishScheduled;
    this.fn = siteFunction(this, 'PublishScheduled', {
      description: 'Puts scheduled news, press releases, events and careers live when their time comes',
      entry: workerEntry(def.handler),
      memorySize: 256,
      // Well under the one-minute period, so runs do not pile up (and the conditional writes make an overlap harmless).
      timeout: Duration.seconds(50),
      environment: { TABLE_NAME: props.table.tableName },
    });
    applyGrants(this.fn, def.grants, { table: props.table });
    this.rule = new Rule(this, 'Schedule', {
      description: 'Every minute: scheduled content goes live on time',
      schedule: Schedule.rate(Duration.minutes(def.trigger.everyMinutes)),
      // A missed minute is caught by the next run; retries would only overlap it.
      targets: [new LambdaFunction(this.fn, { retryAttempts: 0 })],
    });
  }
}
