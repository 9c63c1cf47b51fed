/**
 * Hardening in the cloud: least privilege per route from the route table, the
 * mail queue and its worker, WAF rate limits, access logs, TLS-only topic,
 * and a media bucket whose name a second deploy can always get.
 */
import { describe, expect, it } from 'vitest';
import { routeGrants, routeList, routes, type RouteName } from '../../functions/contract/routes';
import { mailMaxReceiveCount, mailWorkerTimeout } from '../../infra/stack/mail-worker';
import { rateLimits } from '../../infra/stack/waf';
import { webhookMaxReceiveCount } from '../../functions/core/webhooks/jobs';
import { deliverableMail } from './synth';
import { actionList, json, synthesized, synthesizedOnce, tableAccess } from './template';

const s = synthesizedOnce();

const routeFn = (name: RouteName) => s.routeFunction(name);
describe('public write routes: exactly the table calls they make, on their own items', () => {
  const expected: Array<[RouteName, string[], string[]]> = [
    // The enquiry and its search tokens (PutItem), and its count (an ADD on its kind's counters).
    ['contactMail', ['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['CONTACT#*']],
    ['hireUsMail', ['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['HIRE#*']],
    // Double opt-in: reads the address's record, stores it pending, and claims its one mail per 10 minutes.
    ['newsletterSubscribe', ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], ['SUBSCRIBER#*']],
    ['adminLogin', ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'], ['ADMIN#*', 'LOGIN#*']],
  ];
  it.each(expected)('%s', (name, actions, prefixes) => {
    const all = tableAccess(s.statementsOf(routeFn(name)));
    // A sign-in also writes its audit entry: PutItem on AUDIT# items, nothing else.
    const audit = all.filter((a) => a.leadingKeys?.join() === 'AUDIT#*');
    for (const grant of audit) expect(grant.actions).toEqual(['dynamodb:PutItem']);
    expect(audit.length).toBe(routeGrants(routes[name]).audit ? 1 : 0);
    // The public forms' spam screen: an atomic ADD on SPAMRATE# counters and a GetItem on BLOCKED# items, nothing else.
    const screen = all.filter((a) => a.leadingKeys?.join() === 'SPAMRATE#*' || a.leadingKeys?.join() === 'BLOCKED#*');
    expect(screen.map((a) => [a.leadingKeys?.join(), a.actions.join()])).toEqual(
      routeGrants(routes[name]).spamGuard
        ? [
            ['SPAMRATE#*', 'dynamodb:UpdateItem'],
            ['BLOCKED#*', 'dynamodb:GetItem'],
          ]
        : [],
    );
    // An enquiry is also counted into its day's lead-source counters: UpdateItem on LEADSOURCES# items, nothing else.
    const counters = all.filter((a) => a.leadingKeys?.join() === 'LEADSOURCES#*');
    for (const grant of counters) expect(grant.actions).toEqual(['dynamodb:UpdateItem']);
    expect(counters.length).toBe(routeGrants(routes[name]).leadSourceCount ? 1 : 0);
    const access = all.filter((a) => !audit.includes(a) && !screen.includes(a) && !counters.includes(a));
    expect(access).toHaveLength(1);
    expect(access[0]!.actions).toEqual(actions);
    expect(access[0]!.leadingKeys).toEqual(prefixes);
    expect(access[0]!.resource).not.toContain('index');
    for (const action of ['Scan', 'BatchWriteItem', 'Query']) expect(access[0]!.actions).not.toContain(`dynamodb:${action}`);
  });

  it('lets the enquiry routes queue mail and webhook events but not send mail', () => {
    for (const name of ['contactMail', 'hireUsMail'] as const) {
      const statements = s.statementsOf(routeFn(name));
      expect(statements.flatMap(actionList).filter((a) => a.startsWith('ses:'))).toEqual([]);
      const sqs = statements.filter((st) => actionList(st).some((a) => a.startsWith('sqs:')));
      expect(sqs.flatMap(actionList)).toEqual(['sqs:SendMessage']);
      // One statement: the stack merges statements that differ only in their resources.
      expect(sqs.flatMap((st) => [st.Resource].flat())).toEqual([
        { 'Fn::GetAtt': [s.logicalId(s.stack.mailWorker.queue), 'Arn'] },
        { 'Fn::GetAtt': [s.logicalId(s.stack.webhookWorker.queue), 'Arn'] },
      ]);
      const env = s.resources[s.logicalId(routeFn(name))]!.Properties.Environment.Variables;
      expect(env.MAIL_QUEUE_URL).toEqual({ Ref: s.logicalId(s.stack.mailWorker.queue) });
      expect(env.WEBHOOK_QUEUE_URL).toEqual({ Ref: s.logicalId(s.stack.webhookWorker.queue) });
      expect(env.MAIL_FROM).toBeUndefined();
    }
  });

  it('follows the route table: a route only gets the grants it names', () => {
    expect(routes.contactMail.grants).toMatchObject({ mailQueue: true });
    expect('mail' in routes.contactMail.grants).toBe(false);
  });
});

describe('public read routes and the publisher', () => {
  const published = [
    'ABOUT#*',
    'CAREER#*',
    'CASESTUDY#*',
    'EVENT#*',
    'HOME#*',
    'NEWS#*',
    'PRESS#*',
    'SERVICE#*',
    'SLUG#CAREER#*',
    'SLUG#CASESTUDY#*',
    'SLUG#EVENT#*',
    'SLUG#NEWS#*',
    'SLUG#PRESS#*',
    'SLUG#SERVICE#*',
    'STORIES#*',
    'TESTIMONIAL#*',
  ];
  it('read published items and their slugs by key, lists from the index, and no other item', () => {
    const readers = [
      ...routeList.filter((route) => route.access === 'public' && route.method === 'GET').map((route) => routeFn(route.name)),
      s.stack.publisher.fn,
    ];
    // The public GET routes (lists, details, a job's page, the home page's testimonials and case studies, the Studio menu, service pages, the home, About and success-stories pages among them) and the publisher.
    expect(readers.length).toBe(18);
    for (const fn of readers) {
      const access = tableAccess(s.statementsOf(fn)).filter(
        (a) => !a.actions.some((action) => /Stream|GetRecords|GetShardIterator/.test(action)),
      );
      const onItems = access.filter((a) => !a.resource.includes('/index/'));
      expect(onItems).toHaveLength(1);
      expect(onItems[0]!.actions).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
      expect([...onItems[0]!.leadingKeys!].sort()).toEqual(published);
      const onIndex = access.filter((a) => a.resource.includes('/index/'));
      expect(onIndex.map((a) => a.actions)).toEqual([['dynamodb:Query']]);
    }
  });
});

describe('image functions', () => {
  it('lets the upload route presign only PutObject under uploads/', () => {
    const statements = s.statementsOf(routeFn('createImageUpload')).filter((st) => actionList(st).some((a) => a.startsWith('s3:')));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('s3:PutObject');
    expect(json(statements[0]!.Resource)).toMatch(/\/uploads\/\*"\]\]\}$/);
  });

  it('gives content writers no wildcard, listing-all or retention actions', () => {
    for (const name of ['createNews', 'updateEvent', 'deleteNews', 'deleteCareerPost'] as const) {
      const s3 = s.actionsOf(routeFn(name)).filter((a) => a.startsWith('s3:'));
      expect(
        s3.filter((a) => a.includes('*') || /Retention|LegalHold|Abort|Tagging|Version/.test(a)),
        name,
      ).toEqual([]);
      expect(s3.sort(), name).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    }
  });
});

describe('mail worker', () => {
  it('sends from the configured identity only and touches only enquiries and applications', () => {
    const statements = s.statementsOf(s.stack.mailWorker.fn);
    const ses = statements.filter((st) => actionList(st).some((a) => a.startsWith('ses:')));
    // The enquiry notification to the one inbox and an assignee's mail to a team member's address: any identity, from the sender only.
    expect(ses.flatMap(actionList)).toEqual(['ses:SendEmail']);
    for (const statement of ses) expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(json(ses.map((st) => st.Resource))).toContain('identity/*');
    const access = tableAccess(statements);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      leadingKeys: ['APPLICATION#*', 'CONTACT#*', 'HIRE#*'],
    });
  });

  it('takes its queue with retries, a dead-letter queue, TLS and encryption, reporting failures item by item', () => {
    const queueId = s.logicalId(s.stack.mailWorker.queue);
    const dlqId = s.logicalId(s.stack.mailWorker.deadLetters);
    const queue = s.resources[queueId]!.Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: mailMaxReceiveCount });
    const fn = s.resources[s.logicalId(s.stack.mailWorker.fn)]!.Properties;
    expect(fn.Timeout).toBe(mailWorkerTimeout.toSeconds());
    expect(queue.VisibilityTimeout).toBeGreaterThan(fn.Timeout);
    expect(s.resources[dlqId]!.Properties.SqsManagedSseEnabled).toBe(true);

    for (const id of [queueId, dlqId]) {
      const [, policy] = s.ofType('AWS::SQS::QueuePolicy').find(([, p]) => json(p.Properties.Queues).includes(id))!;
      const deny = (policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>).find((st) => st.Effect === 'Deny')!;
      expect(deny.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
    }

    const mappings = s.ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => json(m.Properties.EventSourceArn).includes(queueId));
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0]!;
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.Properties.FunctionName).toEqual({ Ref: s.logicalId(s.stack.mailWorker.fn) });

    const alarm = s.resources[s.logicalId(s.stack.mailWorker.alarm)]!.Properties;
    expect(alarm.Dimensions).toEqual([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }]);
    expect(alarm.AlarmActions).toEqual([{ Ref: s.logicalId(s.stack.node.findChild('Operations').node.findChild('AlarmTopic')) }]);
  });
});

describe('webhook worker', () => {
  it('reads webhooks, writes their delivery log, queues deliveries, and nothing else', () => {
    const statements = s.statementsOf(s.stack.webhookWorker.fn);
    expect(statements.flatMap(actionList).filter((a) => a.startsWith('ses:') || a.startsWith('s3:'))).toEqual([]);
    const access = tableAccess(statements).filter((a) => !a.index);
    expect(access).toEqual([
      expect.objectContaining({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
        leadingKeys: ['WEBHOOK#*', 'WEBHOOKLOG#*'],
      }),
    ]);
    const sqs = statements.filter((st) => actionList(st).some((a) => a.startsWith('sqs:SendMessage')));
    expect(sqs.map((st) => st.Resource)).toEqual([{ 'Fn::GetAtt': [s.logicalId(s.stack.webhookWorker.queue), 'Arn'] }]);
  });

  it('takes its queue with retries and an alarmed dead-letter queue, reporting failures item by item', () => {
    const queueId = s.logicalId(s.stack.webhookWorker.queue);
    const dlqId = s.logicalId(s.stack.webhookWorker.deadLetters);
    const queue = s.resources[queueId]!.Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: webhookMaxReceiveCount });
    const fn = s.resources[s.logicalId(s.stack.webhookWorker.fn)]!.Properties;
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(fn.Timeout * 6);
    const [, mapping] = s.ofType('AWS::Lambda::EventSourceMapping').find(([, m]) => json(m.Properties.EventSourceArn).includes(queueId))!;
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const alarm = s.resources[s.logicalId(s.stack.webhookWorker.alarm)]!.Properties;
    expect(alarm.Dimensions).toEqual([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }]);
  });
});

describe("the viewer's address for the login throttle and the spam rates", () => {
  it("reaches the API only with CloudFront's secret, and only the login and the public forms read it", () => {
    const [, distribution] = s.ofType('AWS::CloudFront::Distribution')[0]!;
    const config = distribution.Properties.DistributionConfig;
    const apiOrigin = (config.Origins as Array<Record<string, any>>).find(
      (origin) => origin.CustomOriginConfig && json(origin.DomainName).includes('execute-api'),
    )!;
    const secretHeader = apiOrigin.OriginCustomHeaders.find((header: { HeaderName: string }) => header.HeaderName === 'x-origin-verify');
    // A dynamic reference to the generated secret: resolved at deploy time, never written into the template.
    expect(json(secretHeader.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const apiBehaviour = (config.CacheBehaviors as Array<Record<string, any>>).find((behaviour) => behaviour.PathPattern === '/api/*')!;
    expect(apiBehaviour.FunctionAssociations).toHaveLength(1);
    const [, fn] = s.ofType('AWS::CloudFront::Function').find(([, f]) => json(f.Properties.FunctionCode).includes('x-viewer-address'))!;
    expect(fn.Properties.FunctionCode).toContain('event.viewer.ip');
    const readers = s.stack.api.functions
      .filter(({ fn: f }) => json(s.resources[s.logicalId(f)]!.Properties.Environment).includes('ORIGIN_VERIFY'))
      .map(({ route }) => route.name);
    expect(readers.sort()).toEqual(['adminLogin', 'contactMail', 'hireUsMail', 'newsletterSubscribe']);
  });
});

describe('mail sweep', () => {
  it('runs hourly, lists enquiries from the index, marks them and sends to the mail queue only', () => {
    const fn = s.stack.mailWorker.resendFn;
    const rule = s.ofType('AWS::Events::Rule').find(([, r]) => json(r.Properties.Targets).includes(s.logicalId(fn)))!;
    expect(rule[1].Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(tableAccess(s.statementsOf(fn))).toEqual([
      expect.objectContaining({ actions: ['dynamodb:Query', 'dynamodb:UpdateItem'], leadingKeys: ['CONTACT#*', 'HIRE#*'] }),
      expect.objectContaining({ actions: ['dynamodb:Query'] }),
    ]);
    expect(s.actionsOf(fn).filter((action) => !action.startsWith('dynamodb:'))).toEqual(['sqs:SendMessage']);
  });
});

describe('WAF', () => {
  const ruleOf = (acl: Record<string, any>, path: string) =>
    (acl.Rules as Array<Record<string, any>>).find((rule) => json(rule.Statement).includes(`"SearchString":"${path.toLowerCase()}"`));

  it('rate-limits each client IP on every route the route table marks strict, and attaches to the distribution', () => {
    const [aclId, acl] = s.only('AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const strict = routeList.filter((route) => route.throttle === 'strict');
    expect(strict.map((route) => route.name)).toEqual(
      expect.arrayContaining(['adminLogin', 'contactMail', 'hireUsMail', 'newsletterSubscribe', 'forgotPassword']),
    );
    expect(rateLimits).toHaveLength(strict.length);
    for (const route of strict) {
      const rule = ruleOf(acl.Properties, route.path)!;
      expect(rule, route.name).toBeDefined();
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
      expect(rule.Statement.RateBasedStatement.Limit).toBeGreaterThanOrEqual(10);
      const [method, path] = rule.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements as Array<Record<string, any>>;
      expect(method!.ByteMatchStatement).toMatchObject({ FieldToMatch: { Method: {} }, SearchString: route.method });
      // The path as API Gateway routes it, however a client spells it (//api/ContactMail).
      expect(path!.ByteMatchStatement).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY' });
      expect(path!.ByteMatchStatement.TextTransformations.map((t: { Type: string }) => t.Type)).toEqual(['NORMALIZE_PATH', 'LOWERCASE']);
    }
    const common = (acl.Properties.Rules as Array<Record<string, any>>).find((rule) => rule.Statement.ManagedRuleGroupStatement)!;
    expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    // Rich-text saves must pass: the body rules count, nothing else is relaxed.
    const counted = (common.Statement.ManagedRuleGroupStatement.RuleActionOverrides as Array<{ Name: string; ActionToUse: object }>).map(
      (o) => o.Name,
    );
    expect(counted.every((name) => name.endsWith('_BODY'))).toBe(true);
    expect(counted).toEqual(expect.arrayContaining(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']));
    const webAclId = s.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.WebACLId;
    // Environment-agnostic template: created and attached only where CloudFront's WAF lives.
    expect(acl.Condition).toBeDefined();
    expect(webAclId).toEqual({ 'Fn::If': [acl.Condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] });
  });

  it('is attached unconditionally in us-east-1 and left out elsewhere', () => {
    const east = synthesized(deliverableMail, { account: '123456789012', region: 'us-east-1' });
    const [eastAcl, acl] = east.only('AWS::WAFv2::WebACL');
    expect(acl.Condition).toBeUndefined();
    expect(east.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.WebACLId).toEqual({
      'Fn::GetAtt': [eastAcl, 'Arn'],
    });
    const west = synthesized(deliverableMail, { account: '123456789012', region: 'eu-west-1' });
    expect(west.ofType('AWS::WAFv2::WebACL')).toEqual([]);
    expect(west.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.WebACLId).toBeUndefined();
  });
});

describe('operations', () => {
  it('writes one JSON access-log line per API request, kept a month', () => {
    const [, stage] = s.only('AWS::ApiGatewayV2::Stage');
    const fields = JSON.parse(stage.Properties.AccessLogSettings.Format);
    expect(fields).toMatchObject({ requestId: '$context.requestId', status: '$context.status', ip: '$context.identity.sourceIp' });
    const groupId = stage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(s.resources[groupId]!.Properties.RetentionInDays).toBe(30);
  });

  it('accepts only TLS on the alarm topic', () => {
    const [, policy] = s.only('AWS::SNS::TopicPolicy');
    const deny = (policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>).find((st) => st.Effect === 'Deny')!;
    expect(deny.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
  });

  it("lets this account's CloudWatch alarms publish to the alarm topic (a topic policy replaces SNS's default)", () => {
    const [, policy] = s.only('AWS::SNS::TopicPolicy');
    const topicId = s.logicalId(s.stack.node.findChild('Operations').node.findChild('AlarmTopic'));
    const allows = (policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>).filter((st) => st.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: topicId },
    });
    const condition = allows[0]!.Condition;
    expect(condition.StringEquals).toEqual({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } });
    expect(json(condition.ArnLike['aws:SourceArn'])).toContain(':cloudwatch:');
    expect(json(condition.ArnLike['aws:SourceArn'])).toContain(':alarm:*');
  });
});

describe('media bucket', () => {
  it('takes a name that is new for every stack created, so a redeploy never hits "bucket already exists"', () => {
    const bucket = s.resources[s.logicalId(s.stack.media.bucket)]!.Properties;
    expect(json(bucket.BucketName)).toContain('{"Ref":"AWS::StackId"}');
    expect(json(bucket.BucketName)).not.toContain('AWS::Region');
  });
});
