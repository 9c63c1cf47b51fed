/**
 * Builds the stack as `cdk synth` does (cdk.json's context merged into the
 * App), but without bundling: NodejsFunction assets are not built here.
 * test/infra/bundles.test.ts builds them with the stack's own esbuild options.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { projectRoot } from '../../infra/stack/bundling';
import { readSettings, settingSources } from '../../infra/stack/settings';
import { SiteStack, type SiteStackProps } from '../../infra/stack/site-stack';

export const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as {
  app: string;
  context: Record<string, unknown>;
};

/** Deliverable mail settings: a stack with an account refuses cdk.json's example.com defaults. */
export const deliverableMail = { mailFrom: 'no-reply@mail.acme-it.co', mailTo: 'sales@acme-it.co' };

/** The environment must not leak into the tested template (MAIL_FROM etc. override context). */
const noEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !(Object.values(settingSources) as string[]).includes(name)),
);

export function synthStack(
  context: Record<string, unknown> = {},
  env?: { account: string; region: string },
  props: Pick<SiteStackProps, 'routes'> = {},
): { stack: SiteStack; template: Template } {
  const app = new App({
    context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] },
    // The built-in CloudFormation rule check costs ~25 s per synth; `npm run synth` runs it
    // (cdk.json makes its findings errors), so these tests need not repeat it.
    builtinCloudFormationValidation: false,
  });
  const stack = new SiteStack(app, 'TestSite', { ...props, settings: readSettings(app.node, noEnv), ...(env ? { env } : {}) });
  return { stack, template: Template.fromStack(stack) };
}
