/**
 * Stages: `-c stage=NAME` names the stack `<stackName>-<stage>`, settings may
 * differ per stage, and every account-wide CloudFront name holds the stage and
 * the region, so two stages or two regions in one account never collide.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/stack/settings';
import { SiteStack } from '../../infra/stack/site-stack';
import { readStage, siteStackName } from '../../infra/stack/stage';
import { cdkJson } from './synth';

afterAll(() => CloudAssembly.cleanupTemporaryDirectories());

const appWith = (context: Record<string, unknown>) =>
  new App({ context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });

describe('stages', () => {
  it('names the stack after the stage, prod unless -c stage=NAME says otherwise', () => {
    expect(siteStackName(appWith({}).node)).toBe('EnterpriseSite-prod');
    expect(siteStackName(appWith({ stage: 'staging' }).node)).toBe('EnterpriseSite-staging');
    for (const bad of ['Prod', 'a b', '-x', 'x'.repeat(21), ''])
      expect(() => readStage(appWith({ stage: bad }).node), bad).toThrow(/"stage"/);
  });

  it("reads a stage's own settings from the stages context, the shared ones otherwise", () => {
    const stages = { staging: { mailTo: 'qa@acme-it.co', apiRateLimit: 5 } };
    const staging = readSettings(appWith({ stage: 'staging', stages }).node, {});
    expect(staging).toMatchObject({ mailTo: 'qa@acme-it.co', apiRateLimit: 5, mailFrom: cdkJson.context.mailFrom });
    expect(readSettings(appWith({ stages }).node, {}).mailTo).toBe(cdkJson.context.mailTo);
    // The environment still wins.
    expect(readSettings(appWith({ stage: 'staging', stages }).node, { MAIL_TO: 'env@acme-it.co' }).mailTo).toBe('env@acme-it.co');
    // An empty variable (CI passes every optional one) does not hide the stage's own value.
    expect(readSettings(appWith({ stage: 'staging', stages }).node, { MAIL_TO: ' ' }).mailTo).toBe('qa@acme-it.co');
  });

  it('puts the stage and the region into every account-wide CloudFront name', () => {
    const app = appWith({ stage: 'qa' });
    const stack = new SiteStack(app, siteStackName(app.node), { settings: readSettings(app.node, {}) });
    const resources = Object.values(Template.fromStack(stack).toJSON().Resources) as Array<{ Type: string; Properties: any }>;
    const names = resources.flatMap((resource) => {
      const p = resource.Properties;
      const name = {
        'AWS::CloudFront::OriginAccessControl': () => p.OriginAccessControlConfig.Name,
        'AWS::CloudFront::ResponseHeadersPolicy': () => p.ResponseHeadersPolicyConfig.Name,
        'AWS::CloudFront::CachePolicy': () => p.CachePolicyConfig.Name,
        'AWS::CloudFront::Function': () => p.Name,
      }[resource.Type];
      return name ? [{ type: resource.Type, name: name() }] : [];
    });
    expect(new Set(names.map(({ type }) => type)).size).toBe(4);
    expect(names.filter(({ type }) => type === 'AWS::CloudFront::OriginAccessControl').length).toBe(3);
    for (const { type, name } of names) {
      const [separator, parts] = name['Fn::Join'] as [string, unknown[]];
      expect(separator, type).toBe('');
      expect(parts[0], type).toBe('EnterpriseSite-qa-');
      expect(parts[1], type).toEqual({ Ref: 'AWS::Region' });
      const max = type.endsWith('Policy') ? 128 : 64;
      expect(`EnterpriseSite-qa-ap-southeast-4${parts[2]}`.length, type).toBeLessThanOrEqual(max);
    }
    const unique = names.map(({ name }) => JSON.stringify(name));
    expect(new Set(unique).size).toBe(unique.length);
  });
});
