/**
 * The CSV exports in the cloud: written under exports/ of the private images
 * bucket, which S3 empties after a day; only the export functions may put
 * or read there, and CloudFront never serves it.
 */
import { describe, expect, it } from 'vitest';
import { routeList, type RouteName } from '../../functions/contract/routes';
import { actionList, json, synthesizedOnce } from './template';

const s = synthesizedOnce();
const exporters: RouteName[] = ['exportLeads', 'exportSubscribers', 'exportApplications'];
const s3Statements = (name: RouteName) =>
  s.statementsOf(s.routeFunction(name)).filter((st) => actionList(st).some((a) => a.startsWith('s3:')));

describe('CSV exports', () => {
  it('deletes exports a day after they were written, old versions too', () => {
    const media = s.resources[s.logicalId(s.stack.media.bucket)]!.Properties;
    const rules = (media.LifecycleConfiguration.Rules as Array<Record<string, any>>).filter((rule) => rule.Prefix === 'exports/');
    expect(rules).toEqual([
      {
        Id: 'expire-exports',
        Prefix: 'exports/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      },
    ]);
  });

  it('keeps the bucket private and TLS-only, and CloudFront reading media/ only', () => {
    const bucketId = s.logicalId(s.stack.media.bucket);
    expect(s.resources[bucketId]!.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, policy] = s.ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)!;
    const statements = policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements.find((st) => st.Effect === 'Deny')?.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
    const allowed = statements.filter((st) => st.Effect === 'Allow');
    expect(allowed.map((st) => json(st.Resource))).toEqual([expect.stringContaining('/media/*')]);
  });

  it('lets the export functions put and read exports/* and nothing else of S3', () => {
    for (const name of exporters) {
      const statements = s3Statements(name);
      expect(statements, name).toHaveLength(1);
      expect(actionList(statements[0]!).sort(), name).toEqual(['s3:GetObject', 's3:PutObject']);
      expect(json(statements[0]!.Resource), name).toMatch(/\/exports\/\*"\]\]\}$/);
    }
  });

  it('gives exports/ to no other function', () => {
    const others = routeList.filter((route) => !exporters.includes(route.name));
    for (const route of others)
      for (const statement of s3Statements(route.name)) expect(json(statement.Resource), route.name).not.toContain('exports/');
  });

  it('gives the export functions the images bucket’s name, 1 GB and 29 s: a large list within API Gateway’s 30 s', () => {
    for (const name of exporters) {
      const fn = s.resources[s.logicalId(s.routeFunction(name))]!.Properties;
      expect(fn.Environment.Variables.MEDIA_BUCKET, name).toEqual({ Ref: s.logicalId(s.stack.media.bucket) });
      expect(fn.MemorySize, name).toBe(1024);
      expect(fn.Timeout, name).toBe(29);
    }
  });
});
