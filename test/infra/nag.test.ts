/**
 * cdk-nag's AwsSolutions pack over the whole stack, as cdk-nag 3 is meant to
 * run (a validation plugin; its Aspects form throws): no unacknowledged error
 * or warning, and every acknowledgement names one rule (one finding for IAM
 * wildcards) with its reason. The control stack proves the checks do run.
 */
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/stack/settings';
import { SiteStack } from '../../infra/stack/site-stack';
import { cdkJson, deliverableMail } from './synth';

afterAll(() => CloudAssembly.cleanupTemporaryDirectories());

function checkedApp(): App {
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return app;
}

function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^Annotation::/, ''), reason })),
  );
}

/** Offline (no account: an environment-agnostic template) and as deployed, where the web ACL exists and where it cannot. */
const targets = [
  { name: 'offline' },
  { name: 'us-east-1', env: { account: '123456789012', region: 'us-east-1' } },
  { name: 'eu-west-1', env: { account: '123456789012', region: 'eu-west-1' } },
];

describe('cdk-nag AwsSolutions', () => {
  it.each(targets)('finds no unacknowledged error or warning in the stack ($name)', ({ env }) => {
    const app = checkedApp();
    const settings = readSettings(app.node, env ? { MAIL_FROM: deliverableMail.mailFrom, MAIL_TO: deliverableMail.mailTo } : {});
    const stack = new SiteStack(app, 'NagSite', { settings, ...(env ? { env } : {}) });
    expect(() => app.synth()).not.toThrow();

    const acknowledged = acknowledgements(stack).filter((ack) => ack.id.startsWith('AwsSolutions-'));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledged) {
      expect(id, path).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(reason.length, `${path} ${id}`).toBeGreaterThan(30);
      // Wildcard IAM findings are acknowledged one by one, never the whole rule.
      if (id.startsWith('AwsSolutions-IAM5')) expect(id, path).toMatch(/^AwsSolutions-IAM5\[(Action|Resource)::.+\]$/);
    }
  });

  it('fails synth on a finding nobody acknowledged (the checks do run)', () => {
    const app = checkedApp();
    new Queue(new Stack(app, 'Control'), 'PlainQueue');
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS3/);
  });
});
