/**
 * Static publishing in the cloud: the publisher's trigger and permissions, the static
 * upload that leaves its pages alone, and real 404s without distribution-wide
 * error pages.
 */
import { routingHandler } from '../../infra/stack/page-routing';
import { describe, expect, it } from 'vitest';
import { workers } from '../../functions/contract/workers';
import { keys, type EntityType } from '../../functions/core/db/keys';
import { invalidationFailures } from '../../functions/core/publish/invalidation-metric';
import { pageFilePatterns } from '../../infra/stack/grants';
import { notFoundCode, notFoundPage } from '../../infra/stack/not-found';
import { actionList, synthesizedOnce, json } from './template';

const s = synthesizedOnce();

const distributionConfig = () => s.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Record<string, any>;

describe('publisher permissions', () => {
  it('writes and deletes only the page files and the search index of the site bucket, and reads back only pages and the index list', () => {
    const siteBucket = s.logicalId(s.stack.siteBucket);
    const inBucket = (patterns: readonly string[]) =>
      patterns.map((pattern) => json({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [siteBucket, 'Arn'] }, `/${pattern}`]] })).sort();
    const s3 = s.statementsOf(s.stack.publisher.fn).filter((statement) => actionList(statement).some((a) => a.startsWith('s3:')));
    expect(s3).toHaveLength(2);
    const writes = s3.find((statement) => actionList(statement).includes('s3:PutObject'))!;
    expect(actionList(writes).sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect((writes.Resource as unknown[]).map(json).sort()).toEqual(inBucket(pageFilePatterns));
    expect(pageFilePatterns).toEqual(['*.html', 'sitemap.xml', 'robots.txt', 'pagefind/*']);
    const reads = s3.find((statement) => actionList(statement).includes('s3:GetObject'))!;
    expect(actionList(reads)).toEqual(['s3:GetObject']);
    expect((reads.Resource as unknown[]).map(json).sort()).toEqual(inBucket(['*.html', 'pagefind/generations.json']));
  });

  it('creates and counts invalidations on this distribution only, and nothing else in CloudFront', () => {
    const cloudFront = s
      .statementsOf(s.stack.publisher.fn)
      .filter((statement) => actionList(statement).some((a) => a.startsWith('cloudfront:')));
    expect(cloudFront).toHaveLength(1);
    // Listing and reading them tells the publisher how many wildcard paths are still in progress.
    expect(actionList(cloudFront[0]!).sort()).toEqual([
      'cloudfront:CreateInvalidation',
      'cloudfront:GetInvalidation',
      'cloudfront:ListInvalidations',
    ]);
    expect(json(cloudFront[0]!.Resource)).toContain(`{"Ref":"${s.logicalId(s.stack.site.distribution)}"}`);
    expect(json(cloudFront[0]!.Resource)).toContain(':distribution/');
  });

  it('reads the table (items, list index, stream) and writes nothing to it', () => {
    const dynamo = s.actionsOf(s.stack.publisher.fn).filter((a) => a.startsWith('dynamodb:'));
    const reads = [
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ];
    for (const action of dynamo) expect(reads, action).toContain(action);
    expect(dynamo).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:GetRecords']));
  });

  it('tells the function where to publish', () => {
    const env = s.resources[s.logicalId(s.stack.publisher.fn)]!.Properties.Environment.Variables;
    expect(Object.keys(env).sort()).toEqual(['DISTRIBUTION_ID', 'RENDERER_DIR', 'SITE_BUCKET', 'SITE_ORIGIN', 'TABLE_NAME']);
    expect(env.RENDERER_DIR).toBe('/var/task/web-ssr');
    expect(env.SITE_BUCKET).toEqual({ Ref: s.logicalId(s.stack.siteBucket) });
  });
});

describe('publisher trigger', () => {
  const mapping = () => {
    const fnId = s.logicalId(s.stack.publisher.fn);
    const found = s.ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => m.Properties.FunctionName.Ref === fnId);
    expect(found).toHaveLength(1);
    return found[0]![1].Properties;
  };

  it('reads the table stream with new and old images', () => {
    const [, table] = s.only('AWS::DynamoDB::Table');
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(mapping().EventSourceArn).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.data.table), 'StreamArn'] });
  });

  it('is started only by records of published items', () => {
    const filters = mapping().FilterCriteria.Filters as Array<{ Pattern: string }>;
    expect(filters).toHaveLength(1);
    const pattern = JSON.parse(filters[0]!.Pattern);
    const prefixes = workers.publishPages.trigger.types.map((type) => keys.entity(type as EntityType, 'x').pk.slice(0, -1));
    expect(prefixes).toEqual([
      'NEWS#',
      'PRESS#',
      'EVENT#',
      'CAREER#',
      'TESTIMONIAL#',
      'CASESTUDY#',
      'SERVICE#',
      'ABOUT#',
      'STORIES#',
      'HOME#',
    ]);
    expect(pattern).toEqual({ dynamodb: { Keys: { pk: { S: prefixes.map((prefix) => ({ prefix })) } } } });
    // What the pattern means: a published item's key passes, others (enquiries, subscribers, slugs, accounts) do not.
    const passes = (pk: string) => pattern.dynamodb.Keys.pk.S.some(({ prefix }: { prefix: string }) => pk.startsWith(prefix));
    expect(passes(keys.entity('NEWS', 'a1').pk)).toBe(true);
    for (const pk of [
      keys.entity('CONTACT', 'a1').pk,
      keys.entity('SUBSCRIBER', 'a@b.c').pk,
      keys.slug('NEWS', 'x').pk,
      keys.admin('a@b.c').pk,
    ]) {
      expect(passes(pk), pk).toBe(false);
    }
  });

  it('retries a bounded number of times, splits failing batches and parks what still fails in an alarmed queue', () => {
    const props = mapping();
    expect(props.StartingPosition).toBe('LATEST');
    expect(props.BisectBatchOnFunctionError).toBe(true);
    expect(props.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(props.MaximumRetryAttempts).toBeLessThanOrEqual(10);
    expect(props.MaximumRecordAgeInSeconds).toBeGreaterThan(0);
    const dlqId = s.logicalId(s.stack.publisher.deadLetters);
    expect(props.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [dlqId, 'Arn'] });
    const alarm = s.resources[s.logicalId(s.stack.publisher.alarm)]!.Properties;
    expect(alarm.Dimensions).toEqual([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }]);
    expect(alarm.AlarmActions).toHaveLength(1);
  });

  it('alarms when an invalidation fails after every retry, on the metric the publisher logs', () => {
    const alarm = s.resources[s.logicalId(s.stack.publisher.invalidationAlarm)]!.Properties;
    expect(alarm).toMatchObject({
      Namespace: invalidationFailures.namespace,
      MetricName: invalidationFailures.name,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm.AlarmActions).toHaveLength(1);
  });

  it('publishes everything after a deploy, once the static files are in place, and every day', () => {
    const [id, run] = s.only('Custom::AWS');
    const create = json(run.Properties.Create);
    expect(create).toMatch(/action[\\"]+:[\\"]+publish-all/);
    expect(create).toMatch(/InvocationType[\\"]+:[\\"]+Event/);
    expect(run.Properties.Update).toEqual(run.Properties.Create);
    const deployments = s.ofType('Custom::CDKBucketDeployment').map(([deployment]) => deployment);
    expect(deployments.length).toBeGreaterThan(0);
    for (const deployment of deployments) expect(run.DependsOn ?? [], id).toContain(deployment);

    const fnArn = { 'Fn::GetAtt': [s.logicalId(s.stack.publisher.fn), 'Arn'] };
    const daily = s.ofType('AWS::Events::Rule').filter(([, rule]) => json(rule.Properties.Targets).includes(json(fnArn)));
    expect(daily).toHaveLength(1);
    expect(daily[0]![1].Properties.ScheduleExpression).toMatch(/^cron\(/);
    expect(JSON.parse(daily[0]![1].Properties.Targets[0].Input)).toEqual({ action: 'publish-all' });
  });
});

describe('static upload', () => {
  it('never uploads or prunes the publisher pages', () => {
    const deployments = s.ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    for (const [id, deployment] of deployments) {
      const { Prune, Exclude = [], Include = [] } = deployment.Properties;
      const protectedPages =
        pageFilePatterns.every((pattern) => Exclude.includes(pattern)) ||
        (Exclude.includes('*') && !Include.some((p: string) => p.endsWith('.html')));
      expect(protectedPages, id).toBe(true);
      if (Prune !== false) for (const pattern of pageFilePatterns) expect(Exclude, id).toContain(pattern);
    }
  });

  it('empties the site bucket when the stack is deleted', () => {
    const bucketId = s.logicalId(s.stack.siteBucket);
    expect(s.resources[bucketId]!.DeletionPolicy).toBe('Delete');
    const autoDelete = s.ofType('Custom::S3AutoDeleteObjects');
    expect(autoDelete.map(([, r]) => r.Properties.BucketName)).toEqual([{ Ref: bucketId }]);
  });
});

describe('page routing', () => {
  const code = () => s.resources[s.logicalId(s.stack.site.pageRouting)]!.Properties.FunctionCode as string;
  const redirects: Record<string, string> = {
    '/news/old-story': '/news/new-story',
    '/old-site/about.html': '/about',
    '/admin/x': '/about',
  };
  const handler = () => routingHandler(code(), (key) => redirects[key]);

  it('maps page paths to their index.html, the admin app to its own, and leaves files alone', async () => {
    const uri = async (path: string) => ((await handler()({ request: { uri: path } })) as { uri: string }).uri;
    expect(await uri('/')).toBe('/index.html');
    expect(await uri('/news')).toBe('/news/index.html');
    expect(await uri('/news/')).toBe('/news/index.html');
    expect(await uri('/news/some-story')).toBe('/news/some-story/index.html');
    expect(await uri('/studio/angular-dev/')).toBe('/studio/angular-dev/index.html');
    expect(await uri('/admin')).toBe('/admin/index.html');
    expect(await uri('/admin/')).toBe('/admin/index.html');
    expect(await uri('/admin/news/edit/42')).toBe('/admin/index.html');
    expect(await uri('/sitemap.xml')).toBe('/sitemap.xml');
    expect(await uri('/robots.txt')).toBe('/robots.txt');
    expect(await uri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(await uri('/favicon.svg')).toBe('/favicon.svg');
  });

  it('answers a path of the redirects store with 301 to its new path, and never redirects the admin', async () => {
    expect(await handler()({ request: { uri: '/news/old-story' } })).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/news/new-story' }, 'cache-control': { value: 'max-age=300' } },
    });
    expect(await handler()({ request: { uri: '/old-site/about.html' } })).toMatchObject({ headers: { location: { value: '/about' } } });
    expect(await handler()({ request: { uri: '/admin/x' } })).toEqual({ uri: '/admin/index.html' });
  });

  it('serves the page when the store cannot answer', async () => {
    const failing = routingHandler(code(), () => {
      throw new Error('store unavailable');
    });
    expect(await failing({ request: { uri: '/news/old-story' } })).toEqual({ uri: '/news/old-story/index.html' });
  });

  it('reads its one redirects store, within the CloudFront Functions code limit', () => {
    const fn = s.resources[s.logicalId(s.stack.site.pageRouting)]!.Properties;
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionConfig.KeyValueStoreAssociations).toEqual([
      { KeyValueStoreARN: { 'Fn::GetAtt': [s.logicalId(s.stack.redirects), 'Arn'] } },
    ]);
    expect(Buffer.byteLength(code())).toBeLessThan(10 * 1024);
  });
});

describe('404 answers', () => {
  it('has no distribution-wide error responses, so /api/* errors stay JSON', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('fails the site bucket over to the not-found function on 403 and 404, for pages and files', () => {
    const cfg = distributionConfig();
    const [group] = cfg.OriginGroups.Items as Array<Record<string, any>>;
    expect(cfg.OriginGroups.Quantity).toBe(1);
    expect(group!.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    const members = (group!.Members.Items as Array<{ OriginId: string }>).map(
      (m) => (cfg.Origins as Array<Record<string, any>>).find((o) => o.Id === m.OriginId)!,
    );
    expect(json(members[0]!.DomainName)).toContain(s.logicalId(s.stack.siteBucket));
    expect(json(members[1]!.DomainName)).toContain(s.logicalId(s.stack.site.notFound.url));
    expect(members[1]!.OriginAccessControlId).toBeDefined();
    expect(cfg.DefaultCacheBehavior.TargetOriginId).toBe(group!.Id);
    expect((cfg.CacheBehaviors as Array<Record<string, any>>).find((b) => b.PathPattern === '/assets/*')!.TargetOriginId).toBe(group!.Id);
  });

  it('only CloudFront may call the not-found function, which reads nothing but 404.html', () => {
    const [, url] = s.only('AWS::Lambda::Url');
    expect(url.Properties.AuthType).toBe('AWS_IAM');
    const invoke = s.ofType('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Action === 'lambda:InvokeFunctionUrl');
    expect(invoke).toHaveLength(1);
    expect(invoke[0]![1].Properties.Principal).toBe('cloudfront.amazonaws.com');
    expect(json(invoke[0]![1].Properties.SourceArn)).toContain(s.logicalId(s.stack.site.distribution));
    const statements = s.statementsOf(s.stack.site.notFound.fn);
    expect(statements.map((st) => st.Action)).toEqual(['s3:GetObject']);
    expect(json(statements[0]!.Resource)).toContain(`/${notFoundPage}`);
  });

  it('answers the published 404 page with status 404', async () => {
    const asked: unknown[] = [];
    const fakeSdk = {
      S3Client: class {
        send(command: { input: unknown }) {
          asked.push(command.input);
          return Promise.resolve({ Body: { transformToString: () => Promise.resolve('<h1>Sorry! Page Not Found</h1>') } });
        }
      },
      GetObjectCommand: class {
        constructor(readonly input: unknown) {}
      },
    };
    const module = { exports: {} as { handler: () => Promise<{ statusCode: number; headers: Record<string, string>; body: string }> } };
    const env = { SITE_BUCKET: 'site-bucket', NOT_FOUND_KEY: notFoundPage };
    new Function('require', 'exports', 'process', notFoundCode)(() => fakeSdk, module.exports, { env });
    const answer = await module.exports.handler();
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toBe('<h1>Sorry! Page Not Found</h1>');
    expect(asked).toEqual([{ Bucket: 'site-bucket', Key: '404.html' }]);
  });

  it('lets CloudFront list the site bucket, so a missing file is a 404, not a 403', () => {
    const bucketId = s.logicalId(s.stack.siteBucket);
    const [, policy] = s.ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)!;
    const list = (policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>).find((st) => st.Action === 's3:ListBucket')!;
    expect(list.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(list.Resource).toEqual({ 'Fn::GetAtt': [bucketId, 'Arn'] });
    expect(json(list.Condition)).toContain(s.logicalId(s.stack.site.distribution));
  });

  it('caches pages at most five minutes at the edge, so a missed invalidation heals in minutes', () => {
    const policyId = distributionConfig().DefaultCacheBehavior.CachePolicyId.Ref;
    const config = s.resources[policyId]!.Properties.CachePolicyConfig;
    // DefaultTTL 0: a page without Cache-Control is revalidated; a year's s-maxage is capped at MaxTTL.
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(config.MaxTTL).toBeGreaterThan(0);
    expect(config.MaxTTL).toBeLessThanOrEqual(600);
    // Hashed build files keep a year (CachingOptimized: MaxTTL one year).
    const assets = (distributionConfig().CacheBehaviors as Array<Record<string, any>>).find((b) => b.PathPattern === '/assets/*')!;
    expect(assets.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });
});
