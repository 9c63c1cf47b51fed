/**
 * The page publisher (functions/workers/publish-pages.ts): renders the pages a
 * content write changed into the site bucket and invalidates them.
 *
 * Started by the table's stream rather than invoked by the write routes:
 * a write cannot happen without its stream record, so no publish is lost if a
 * route crashes after writing; the admin's request needs no extra permission
 * and waits on nothing; and the stream retries on its own (bounded, splitting
 * a failing batch), parking what still fails in a dead-letter queue that alarms.
 *
 * Everything is republished after each deploy that changes the publisher (its
 * code, the renderer built into it, or its settings) and once a day, so
 * "upcoming events" stays true as days pass.
 */
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { prefixOf } from '../../functions/contract/routes';
import { workers } from '../../functions/contract/workers';
import { invalidationFailures } from '../../functions/core/publish/invalidation-metric';
import type { EntityType } from '../../functions/core/db/keys';
import { projectRoot, workerEntry } from './bundling';
import { applyGrants } from './grants';
import { logRetention, siteFunction } from './lambda';
import { deadLetterQueue } from './queues';

/** The server renderer `npm run build:web` writes, copied into the publisher's bundle. */
export const rendererBuild = join(projectRoot, 'dist', 'web-ssr');
export const rendererFolder = 'web-ssr';
export const publishAllEvent = { action: 'publish-all' } as const;

/** pk prefixes of the items whose writes change public pages. */
export const publishedKeyPrefixes = workers.publishPages.trigger.types.map((type) => prefixOf.entity(type as EntityType));

/** The stream filter: only records of published items start the publisher. */
export function streamFilter(): Record<string, unknown> {
  return FilterCriteria.filter({ dynamodb: { Keys: { pk: { S: publishedKeyPrefixes.map((prefix) => ({ prefix })) } } } });
}

export interface PublisherProps {
  readonly table: ITable;
  readonly siteBucket: IBucket;
  readonly distributionId: string;
  readonly distributionArn: string;
  readonly siteOrigin: string;
}

export class Publisher extends Construct {
  readonly fn: NodejsFunction;
  readonly deadLetters: Queue;
  readonly alarm: Alarm;
  /** Pages are live in the bucket but CloudFront could not be told: it serves the old copies until the edge TTL runs out. */
  readonly invalidationAlarm: Alarm;
  readonly publishAfterDeploy: AwsCustomResource;

  constructor(scope: Construct, id: string, props: PublisherProps) {
    super(scope, id);
    const dlq = deadLetterQueue(this, 'DeadLetters', 'Page publishing');
    this.deadLetters = dlq.queue;
    this.alarm = dlq.alarm;
    this.invalidationAlarm = new Alarm(this, 'InvalidationFailures', {
      alarmDescription: 'The publisher wrote pages but CloudFront refused their invalidation after every retry.',
      metric: new Metric({
        namespace: invalidationFailures.namespace,
        metricName: invalidationFailures.name,
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const def = workers.publishPages;
    this.fn = siteFunction(this, 'PublishPages', {
      description: 'Renders changed pages into the site bucket and invalidates them in CloudFront',
      entry: workerEntry(def.handler),
      // Rendering every page after a deploy takes CPU; Lambda's CPU share grows with memory.
      memorySize: 1024,
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: props.table.tableName,
        SITE_BUCKET: props.siteBucket.bucketName,
        DISTRIBUTION_ID: props.distributionId,
        SITE_ORIGIN: props.siteOrigin,
        RENDERER_DIR: `/var/task/${rendererFolder}`,
      },
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        // CDK builds these commands even when a synth skips bundling (the tests), so a missing
        // renderer is reported by the command itself, when bundling really runs.
        afterBundling: (_input: string, outputDir: string) => {
          const renderer = join(rendererBuild, 'render-page.js');
          const target = join(outputDir, rendererFolder);
          return [
            `test -f "${renderer}" || { echo '${renderer} is missing: run "npm run build:web" before "npm run synth" or "npm run deploy".' >&2; exit 1; }`,
            `cp -R "${rendererBuild}" "${target}"`,
            // The renderer is ESM in .js files: without "type": "module" above it, Lambda's Node would read it as CommonJS.
            `echo '{"type":"module"}' > "${join(target, 'package.json')}"`,
          ];
        },
      },
    });
    applyGrants(this.fn, def.grants, { table: props.table, pages: { bucket: props.siteBucket, distributionArn: props.distributionArn } });

    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 20,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 5,
        maxRecordAge: Duration.hours(1),
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [streamFilter()],
      }),
    );
    // Publish-all runs are asynchronous invocations: two retries, then the same dead-letter queue.
    this.fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(this.deadLetters) });

    new Rule(this, 'Daily', {
      description: 'Republishes every page once a day (upcoming events, dates)',
      schedule: Schedule.cron({ minute: '5', hour: '0' }),
      targets: [
        new LambdaFunction(this.fn, {
          event: RuleTargetInput.fromObject(publishAllEvent),
          retryAttempts: 2,
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });

    Annotations.of(this.fn).acknowledgeWarning(
      '@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias',
      'The publisher is only invoked unqualified; its version serves to mark changes (below).',
    );
    // The payload names the function's version, which changes with its code, renderer and settings: then it runs again.
    const version = this.fn.currentVersion.version;
    const invoke = {
      service: 'Lambda',
      action: 'invoke',
      parameters: {
        FunctionName: this.fn.functionName,
        InvocationType: 'Event',
        Payload: Stack.of(this).toJsonString({ ...publishAllEvent, version }),
      },
      physicalResourceId: PhysicalResourceId.of('publish-all'),
    };
    this.publishAfterDeploy = new AwsCustomResource(this, 'PublishAfterDeploy', {
      onCreate: invoke,
      onUpdate: invoke,
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'PublishAfterDeployLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY }),
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.functionArn] }),
      ]),
    });
  }
}
