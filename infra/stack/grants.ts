/**
 * Gives a function's role exactly the statements its `grants` name
 * (./grant-statements.ts builds them as policy JSON; the local stack checks
 * calls against the same statements), with this stack's resources' ARNs.
 */
import { Stack } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { Grants } from '../../functions/contract/routes';
import { grantStatements } from './grant-statements';

export { pageFilePatterns } from './grant-statements';

/** What grants refer to; a function may only be given grants whose target the stack passes. */
export interface GrantTargets {
  readonly table?: ITable;
  readonly images?: IBucket;
  /** Where exports are written: the images bucket (its exports/ prefix). */
  readonly exports?: IBucket;
  readonly signingKey?: ISecret;
  /** alsoTo: further fixed recipients (the mail worker's HR inbox for applications). */
  readonly mail?: { readonly from: string; readonly to: string; readonly alsoTo?: readonly string[] };
  readonly mailQueue?: IQueue;
  readonly webhookQueue?: IQueue;
  readonly pages?: { readonly bucket: IBucket; readonly distributionArn: string };
  readonly redirects?: IKeyValueStore;
}

type Grantee = Construct & IGrantable & { addToRolePolicy(statement: PolicyStatement): void };

/** Adds exactly the statements a function's grants name to its role. */
export function applyGrants(fn: Grantee, grants: Grants, targets: GrantTargets, readsSigningKey = false): void {
  const stack = Stack.of(fn);
  const statements = grantStatements(grants, {
    table: targets.table?.tableArn,
    images: targets.images?.bucketArn,
    exports: targets.exports?.bucketArn,
    mail: targets.mail && {
      ...targets.mail,
      identityArn: (identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
    },
    mailQueue: targets.mailQueue?.queueArn,
    webhookQueue: targets.webhookQueue?.queueArn,
    pages: targets.pages && { bucket: targets.pages.bucket.bucketArn, distribution: targets.pages.distributionArn },
    redirects: targets.redirects?.keyValueStoreArn,
  });
  for (const statement of statements) fn.addToRolePolicy(PolicyStatement.fromJson(statement));
  if (readsSigningKey) {
    if (!targets.signingKey) throw new Error(`A function's grants need "signingKey", which the stack did not pass.`);
    targets.signingKey.grantRead(fn);
  }
}
