/**
 * The statements each local function's role holds: the same builder and grants
 * as the CDK stack (infra/stack/grant-statements.ts, functions/contract), with
 * the local resources' ARNs, read from the environment when a call is checked.
 */
import { routeList } from '../../../functions/contract/routes';
import { workerList } from '../../../functions/contract/workers';
import type { Grants } from '../../../functions/contract/routes';
import { config } from '../../../functions/core/config';
import { grantStatements, type GrantResources, type PolicyStatementJson } from '../../stack/grant-statements';
import { localArns } from './arns';

const grantsByFunction = new Map<string, Grants>([
  ...routeList.map((route) => [route.name, route.grants] as const),
  ...workerList.map((worker) => [worker.name, worker.grants] as const),
]);

/** Each resource is read only if a grant names it, so a missing setting fails only the function that needs it. */
const localResources: GrantResources = {
  get table() {
    return localArns.table(config.tableName);
  },
  get images() {
    return localArns.bucket(config.mediaBucket);
  },
  get exports() {
    return localArns.bucket(config.mediaBucket);
  },
  get mail() {
    return { from: config.mailFrom, to: config.mailTo, identityArn: localArns.identity };
  },
  get mailQueue() {
    return localArns.queue(config.mailQueueUrl);
  },
  get webhookQueue() {
    return localArns.queue(config.webhookQueueUrl);
  },
  get redirects() {
    return config.redirectsStoreArn;
  },
  get pages() {
    // Locally pages go to a folder; these name what the cloud's publisher writes to.
    return {
      bucket: localArns.bucket(process.env.SITE_BUCKET ?? 'site-pages-local'),
      distribution: localArns.distribution(process.env.DISTRIBUTION_ID ?? 'LOCAL'),
    };
  },
};

/** The statements of a function's role; an unknown name has none (everything is denied). */
export function statementsOf(functionName: string, grants = grantsByFunction.get(functionName)): PolicyStatementJson[] {
  return grants ? grantStatements(grants, localResources) : [];
}
