import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { table as design } from '../../functions/core/db/keys';
import { readsSigningKey } from '../../infra/stack/api';
import type { SiteStack } from '../../infra/stack/site-stack';
import { synthStack } from './synth';
import { synthesized, type Resources, type Synthesized } from './template';

let stack: SiteStack;
let template: Template;
let resources: Resources;
let ofType: Synthesized['ofType'];
let logicalId: Synthesized['logicalId'];
let roleActions: (route: { name: string }) => string[];

beforeAll(() => {
  const synth = synthesized();
  ({ stack, template, resources, ofType, logicalId } = synth);
  roleActions = (route) => synth.actionsOf(stack.api.functions.find((f) => f.route.name === route.name)!.fn);
});
afterAll(() => CloudAssembly.cleanupTemporaryDirectories());

/** Every function of the site (CDK's own helper functions aside). */
const siteFunctions = () => [
  ...stack.api.functions.map(({ fn }) => fn),
  stack.publisher.fn,
  stack.mailWorker.fn,
  stack.mailWorker.resendFn,
  stack.webhookWorker.fn,
  stack.scheduledPublishing.fn,
  stack.site.notFound.fn,
  stack.api.originCheck.fn,
];

describe('routes', () => {
  it('has one function and one HTTP API route per entry of the route table', () => {
    const functions = ofType('AWS::Lambda::Function').filter(([, fn]) => String(fn.Properties.Description ?? '').includes(' /api/'));
    expect(functions).toHaveLength(routeList.length);
    const routes = ofType('AWS::ApiGatewayV2::Route');
    expect(routes).toHaveLength(routeList.length);
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(routeList.map((r) => `${r.method} ${r.path}`).sort());

    const originCheck = { Ref: logicalId(stack.api.originCheck.authorizer) };
    for (const route of routeList) {
      const [, apiRoute] = routes.find(([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`)!;
      // Every route's only authorizer is the origin check (./origin-check.test.ts); admin routes check the token in the handler.
      expect(apiRoute.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: originCheck });
      const fn = stack.api.functions.find((f) => f.route.name === route.name)!.fn;
      const integrationId = (apiRoute.Properties.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      const integration = resources[integrationId.Ref]!;
      expect(integration.Properties.IntegrationUri['Fn::GetAtt'][0]).toBe(logicalId(fn));
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('builds every function as arm64 Node 22 from its handler module', () => {
    for (const { route, fn } of stack.api.functions) {
      const props = resources[logicalId(fn)]!.Properties;
      expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      expect(props.Description).toBe(`${route.method} ${route.path}`);
      expect(props.LoggingConfig.LogGroup).toBeDefined();
      expect(props.Timeout).toBeLessThanOrEqual(29);
    }
    const login = stack.api.functions.find((f) => f.route.name === 'adminLogin')!.fn;
    expect(resources[logicalId(login)]!.Properties.MemorySize).toBeGreaterThanOrEqual(512);
  });

  it('keeps every log for one month: functions, workers, API access, deployment helpers', () => {
    const groups = ofType('AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(routeList.length);
    for (const [, group] of groups) expect(group.Properties.RetentionInDays).toBe(30);
    const groupIds = new Set(groups.map(([id]) => id));
    // CDK's auto-delete provider takes no log group; it runs only when the site bucket is deleted.
    for (const [id, fn] of ofType('AWS::Lambda::Function').filter(([id]) => !id.startsWith('CustomS3AutoDeleteObjects'))) {
      expect(groupIds.has(fn.Properties.LoggingConfig?.LogGroup?.Ref), id).toBe(true);
    }
  });

  it("gives each of the site's functions a role that writes its own log group only, without AWS's basic execution policy", () => {
    for (const fn of siteFunctions()) {
      const props = resources[logicalId(fn)]!.Properties;
      const role = resources[props.Role['Fn::GetAtt'][0]]!.Properties;
      expect(role.ManagedPolicyArns, fn.node.path).toBeUndefined();
      expect(role.Policies, fn.node.path).toEqual([
        {
          PolicyName: 'OwnLogs',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
                Resource: { 'Fn::GetAtt': [props.LoggingConfig.LogGroup.Ref, 'Arn'] },
              },
            ],
          },
        },
      ]);
    }
  });

  it('throttles only the whole stage, high, and no route with a limit shared by all its clients', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage') as [[string, Resources[string]]];
    // A safety net against runaway cost: per-client limits are WAF's (hardening.test.ts).
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThanOrEqual(500);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(1000);
    expect(stage.Properties.RouteSettings).toBeUndefined();
  });
});

describe('least privilege', () => {
  const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

  it('gives read-only routes no table writes and no bucket access', () => {
    const readOnly = routeList.filter((r) => r.grants.table === 'read' && !r.grants.images);
    expect(readOnly.length).toBeGreaterThan(0);
    for (const route of readOnly) {
      const actions = roleActions(route);
      expect(actions).toContain('dynamodb:Query');
      for (const action of writes) expect(actions, route.name).not.toContain(action);
      expect(
        actions.filter((a) => a.startsWith('s3:')),
        route.name,
      ).toEqual([]);
    }
  });

  it('lets admin writers write and only image, export and CV routes touch the bucket, with exact actions', () => {
    for (const route of routeList) {
      const actions = roleActions(route);
      if (route.grants.table === 'write')
        expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
      // Without a table grant of its own, a route touches at most its caller's account and the audit log.
      if (!route.grants.table)
        expect(actions.filter((a) => a.startsWith('dynamodb:')).sort(), route.name).toEqual([
          ...(route.grants.session ? ['dynamodb:GetItem'] : []),
          ...(route.grants.audit ? ['dynamodb:PutItem'] : []),
        ]);
      for (const action of ['dynamodb:Scan', 'dynamodb:BatchWriteItem']) expect(actions, route.name).not.toContain(action);
      const s3 = actions.filter((a) => a.startsWith('s3:')).sort();
      if (route.grants.images === 'write')
        expect(s3, route.name).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
      else if (route.grants.images === 'upload') expect(s3, route.name).toEqual(['s3:PutObject']);
      else if (route.grants.exports) expect(s3, route.name).toEqual(['s3:GetObject', 's3:PutObject']);
      else if (route.grants.cvs === 'keep')
        expect(s3, route.name).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
      else if (route.grants.cvs === 'upload') expect(s3, route.name).toEqual(['s3:PutObject']);
      else if (route.grants.cvs === 'read') expect(s3, route.name).toEqual(['s3:GetObject']);
      else if (route.grants.cvs === 'erase') expect(s3, route.name).toEqual(['s3:DeleteObject']);
      else expect(s3, route.name).toEqual([]);
    }
  });

  it('lets only the mail routes send mail, from the configured identity', () => {
    for (const route of routeList) {
      expect(roleActions(route).includes('ses:SendEmail'), route.name).toBe(Boolean(route.grants.mail || route.grants.transactionalMail));
    }
    const mailPolicies = ofType('AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Array<Record<string, any>>)
      .filter((s) => s.Action === 'ses:SendEmail');
    for (const statement of mailPolicies) {
      expect(statement.Resource).not.toBe('*');
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    }
  });

  it('names the roles of every admin route, and lets admin routes read only their caller from ADMIN#', () => {
    for (const route of routeList.filter((r) => r.access === 'admin')) {
      expect(route.roles?.length, route.name).toBeGreaterThan(0);
      expect(route.grants.session, route.name).toBe(true);
      // Writes are audited, and so are exports and CV downloads: personal data leaving the system is a GET that must leave a trace.
      expect(Boolean(route.grants.audit), route.name).toBe(
        route.method !== 'GET' || route.grants.exports === 'write' || route.grants.cvs === 'read',
      );
    }
    // The audit log is append-only for every function: only the table's TTL removes entries.
    const auditGrants = ofType('AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Array<Record<string, any>>)
      .filter((s) => JSON.stringify(s.Condition ?? {}).includes('"AUDIT#*"'));
    expect(auditGrants.length).toBeGreaterThan(0);
    for (const statement of auditGrants) {
      for (const action of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem']) expect([statement.Action].flat()).not.toContain(action);
    }
  });

  it('lets only admin routes and the routes that sign or check links read the signing key', () => {
    for (const route of routeList) {
      const reads = roleActions(route).includes('secretsmanager:GetSecretValue');
      expect(reads, route.name).toBe(readsSigningKey(route));
      expect(reads, route.name).toBe(route.access === 'admin' || route.grants.signingKey === true);
    }
  });
});

describe('data', () => {
  it('keeps the table: PITR, deletion protection, RETAIN, TTL, the list index and the two lead indexes', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: design.ttlAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          ...['gsi2', 'gsi3'].map((name) => ({
            IndexName: name,
            KeySchema: [
              { AttributeName: `${name}pk`, KeyType: 'HASH' },
              { AttributeName: `${name}sk`, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        ],
      }),
    });
  });

  it('generates the signing key in Secrets Manager', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ ExcludePunctuation: true, PasswordLength: Match.anyValue() }),
    });
    const [[, secret]] = ofType('AWS::SecretsManager::Secret') as [[string, Resources[string]]];
    expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(48);
  });
});

describe('buckets', () => {
  it('blocks public access on both buckets and encrypts them', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
  });

  it('versions the images bucket, expires staged uploads and allows POST uploads from the site only', () => {
    const media = resources[logicalId(stack.media.bucket)]!.Properties;
    expect(media.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const staged = (media.LifecycleConfiguration.Rules as Array<Record<string, any>>).find((rule) => rule.Prefix === 'uploads/');
    expect(staged).toMatchObject({ ExpirationInDays: 1, Status: 'Enabled' });
    expect(media.CorsConfiguration.CorsRules).toEqual([
      {
        AllowedMethods: ['POST'],
        AllowedHeaders: ['*'],
        MaxAge: 3000,
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.site.distribution), 'DomainName'] }]] }],
      },
    ]);
  });

  it('allows the custom domain as the upload origin when one is configured', () => {
    const custom = synthStack({
      domainName: 'www.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
    });
    const bucket = custom.template.toJSON().Resources[custom.stack.getLogicalId(custom.stack.media.bucket.node.defaultChild as any)];
    expect(bucket.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual(['https://www.example.org']);
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.example.org'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234' }),
      }),
    });
  });

  it('lets CloudFront read media/ of the images bucket and nothing else', () => {
    const bucketId = logicalId(stack.media.bucket);
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)!;
    const statements = policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    const cloudFront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFront[0]!.Resource)).toContain('/media/*');
  });
});

describe('distribution', () => {
  const config = () => {
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, Resources[string]]];
    return distribution.Properties.DistributionConfig as Record<string, any>;
  };

  it('reaches both buckets through Origin Access Control', () => {
    const origins = config().Origins as Array<Record<string, any>>;
    const s3Origins = origins.filter((o) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    }
    expect(ofType('AWS::CloudFront::OriginAccessControl').length).toBeGreaterThanOrEqual(1);
    expect(ofType('AWS::CloudFront::CloudFrontOriginAccessIdentity')).toHaveLength(0);
  });

  it('routes pages with a function on the default behaviour only, without error responses', () => {
    const cfg = config();
    const spaId = logicalId(stack.site.pageRouting);
    expect(cfg.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaId, 'FunctionARN'] } },
    ]);
    // Other behaviours never route pages; /api/* carries only the viewer-address function (infra/stack/viewer-address.ts).
    const viewerAddressId = logicalId(stack.viewerAddress.function);
    for (const behaviour of cfg.CacheBehaviors as Array<Record<string, any>>) {
      const expected =
        behaviour.PathPattern === '/api/*'
          ? [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerAddressId, 'FunctionARN'] } }]
          : undefined;
      expect(behaviour.FunctionAssociations).toEqual(expected);
    }
    expect(cfg.CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the HTTP API uncached with every viewer header but Host, and caches /media/*', () => {
    const behaviours = config().CacheBehaviors as Array<Record<string, any>>;
    const api = behaviours.find((b) => b.PathPattern === '/api/*')!;
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    const media = behaviours.find((b) => b.PathPattern === '/media/*')!;
    expect(media.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6'); // CachingOptimized
    expect(behaviours.find((b) => b.PathPattern === '/assets/*')!.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });

  it('applies the security headers policy, with the CSP, to every behaviour', () => {
    const cfg = config();
    const policyId = {
      Ref: logicalId({ node: { defaultChild: stack.node.findChild('SecurityHeaders').node.findChild('Policy').node.defaultChild } }),
    };
    for (const behaviour of [cfg.DefaultCacheBehavior, ...cfg.CacheBehaviors]) expect(behaviour.ResponseHeadersPolicyId).toEqual(policyId);

    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resources[string]]];
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = stack.resolve(security.ContentSecurityPolicy.ContentSecurityPolicy);
    const cspText = JSON.stringify(csp);
    const scriptSrc = /script-src ([^;]*)/.exec(cspText)![1]!;
    expect(scriptSrc).toBe("'self' 'wasm-unsafe-eval'");
    expect(cspText).toContain("frame-ancestors 'none'");
    expect(cspText).toContain('frame-src https://www.youtube-nocookie.com');
    expect(cspText).toContain('.s3.'); // connect-src: the images bucket's upload endpoint
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(security.StrictTransportSecurity.IncludeSubdomains).toBe(true);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
  });
});

describe('operations', () => {
  it('alarms on API 5xx and on function errors and throttles of every function', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    expect(alarms.some(([, a]) => a.Properties.MetricName === '5xx' && a.Properties.Namespace === 'AWS/ApiGateway')).toBe(true);
    for (const metricName of ['Errors', 'Throttles']) {
      const covered = alarms
        .flatMap(([, a]) => (a.Properties.Metrics ?? []) as Array<Record<string, any>>)
        .filter((m) => m.MetricStat?.Metric.MetricName === metricName)
        .map((m) => m.MetricStat.Metric.Dimensions[0].Value.Ref);
      expect(covered.sort()).toEqual(
        siteFunctions()
          .map((fn) => logicalId(fn))
          .sort(),
      );
    }
    for (const [, alarm] of alarms) expect((alarm.Properties.Metrics ?? []).length).toBeLessThanOrEqual(11);
  });

  it('outputs the site URL, API URL, table, buckets and secret', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'SiteBucketName', 'MediaBucketName', 'JwtSecretArn']),
    );
  });

  it('has no dependency cycle', () => {
    const edges = new Map<string, Set<string>>();
    const collect = (value: unknown, into: Set<string>): void => {
      if (Array.isArray(value)) for (const v of value) collect(v, into);
      else if (value && typeof value === 'object') {
        const obj = value as Record<string, unknown>;
        if (typeof obj.Ref === 'string') into.add(obj.Ref);
        if (Array.isArray(obj['Fn::GetAtt'])) into.add(obj['Fn::GetAtt'][0] as string);
        for (const v of Object.values(obj)) collect(v, into);
      }
    };
    for (const [id, resource] of Object.entries(resources)) {
      const targets = new Set<string>([resource.DependsOn ?? []].flat());
      collect(resource.Properties, targets);
      edges.set(id, new Set([...targets].filter((t) => t in resources)));
    }
    const state = new Map<string, 'open' | 'done'>();
    const visit = (id: string): void => {
      state.set(id, 'open');
      for (const next of edges.get(id)!) {
        if (state.get(next) === 'open') throw new Error(`cycle through ${id} → ${next}`);
        if (!state.has(next)) visit(next);
      }
      state.set(id, 'done');
    };
    for (const id of edges.keys()) if (!state.has(id)) visit(id);
  });
});
