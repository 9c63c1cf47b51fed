/**
 * The CDK app: `npm run synth` (offline, no credentials) and `npm run deploy`.
 * `-c stage=NAME` (default prod) picks the stage: the stack is `<stackName>-<stage>`.
 * Settings come from cdk.json's context (per stage under `stages`), `-c key=value`
 * or the environment: see infra/stack/settings.ts and docs/operations.md.
 */
import { App } from 'aws-cdk-lib';
import { readSettings } from './stack/settings';
import { SiteStack } from './stack/site-stack';
import { siteStackName } from './stack/stage';

const app = new App();
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

new SiteStack(app, siteStackName(app.node), {
  settings: readSettings(app.node),
  description: 'Enterprise site: prerendered pages and publisher, API (one Lambda per route), table, images, mail queue, WAF',
  ...(account && region ? { env: { account, region } } : {}),
});

app.synth();
