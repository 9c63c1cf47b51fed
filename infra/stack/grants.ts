/**
 * Turns a function's `grants` (functions/contract/routes.ts) into IAM
 * statements naming exact actions and resources, so routes and workers get the
 * same treatment and no CDK grant helper widens them (grantReadWriteData adds
 * Scan and BatchWrite on the whole table, bucket grants add DeleteObject*,
 * List* and object retention).
 */
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { prefixOf, type Grants, type TableAction, type TableGrant } from '../../functions/contract/routes';
import { table as design } from '../../functions/core/db/keys';
import { mediaPrefix, uploadPrefix } from './media';

/** The site bucket's page files, the only objects the publisher may write or delete. */
export const pageFilePatterns = ['*.html', 'sitemap.xml', 'robots.txt'] as const;

const readActions: TableAction[] = ['GetItem', 'Query', 'BatchGetItem'];
const writeActions: TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];

/** 'read' and 'write' as TableGrants: every item, with the list index. */
export function tableGrant(grant: NonNullable<Grants['table']>): TableGrant {
  if (grant === 'read') return { actions: readActions, listIndex: true };
  if (grant === 'write') return { actions: [...readActions, ...writeActions], listIndex: true };
  return grant;
}

export function tableStatements(table: ITable, grant: NonNullable<Grants['table']>): PolicyStatement[] {
  const { actions, keyPrefixes, listIndex } = tableGrant(grant);
  const statements = [
    new PolicyStatement({
      actions: actions.map((action) => `dynamodb:${action}`),
      resources: [table.tableArn],
      ...(keyPrefixes
        ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keyPrefixes.map((prefix) => `${prefix}*`) } } }
        : {}),
    }),
  ];
  if (listIndex && actions.includes('Query')) {
    statements.push(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${design.listIndex.name}`] }));
  }
  return statements;
}

export function imageStatements(bucket: IBucket, grant: NonNullable<Grants['images']>): PolicyStatement[] {
  const uploads = bucket.arnForObjects(`${uploadPrefix}*`);
  const media = bucket.arnForObjects(`${mediaPrefix}*`);
  // Presigned POSTs carry the signer's permission: the upload route needs exactly what the browser does.
  if (grant === 'upload') return [new PolicyStatement({ actions: ['s3:PutObject'], resources: [uploads] })];
  return [
    // HeadObject, a ranged GetObject to sniff the type, and the copy's source.
    new PolicyStatement({ actions: ['s3:GetObject'], resources: [uploads] }),
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [media] }),
    new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [uploads, media] }),
    // Without it S3 answers 403 for a missing staged upload, which the core reports as 400 only on 404.
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  ];
}

/**
 * Mail to any address (invitations, resets, confirmations): the sender's
 * identity only, so nothing else can be sent from. In the SES sandbox the
 * recipients must be verified too; production needs the account out of it.
 */
export function transactionalMailStatement(stack: Stack, mailFrom: string): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: sesIdentityArns(stack, [mailFrom]),
    conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
  });
}

/** Every admin route reads its caller's account; writes and sign-ins add audit entries. */
function accountStatements(table: ITable, grants: Grants): PolicyStatement[] {
  const statement = (action: TableAction, prefix: string) =>
    new PolicyStatement({
      actions: [`dynamodb:${action}`],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } },
    });
  return [
    ...(grants.session ? [statement('GetItem', prefixOf.admin)] : []),
    ...(grants.audit ? [statement('PutItem', prefixOf.audit)] : []),
  ];
}

/** SES checks ses:SendEmail against the sender's identity and, in the sandbox, the recipient's. */
export function mailStatement(stack: Stack, mailFrom: string, mailTo: string): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: sesIdentityArns(stack, [mailFrom, mailTo]),
    conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
  });
}

export function sesIdentityArns(stack: Stack, addresses: string[]): string[] {
  const identities = new Set<string>();
  for (const address of addresses) {
    identities.add(address.toLowerCase());
    identities.add(address.slice(address.indexOf('@') + 1).toLowerCase());
  }
  return [...identities].map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }));
}

/** What grants refer to; a function may only be given grants whose target the stack passes. */
export interface GrantTargets {
  readonly table?: ITable;
  readonly images?: IBucket;
  readonly signingKey?: ISecret;
  readonly mail?: { readonly from: string; readonly to: string };
  readonly mailQueue?: IQueue;
  readonly pages?: { readonly bucket: IBucket; readonly distributionArn: string };
}

function target<K extends keyof GrantTargets>(targets: GrantTargets, key: K): NonNullable<GrantTargets[K]> {
  const found = targets[key];
  if (!found) throw new Error(`A function's grants need "${key}", which the stack did not pass.`);
  return found as NonNullable<GrantTargets[K]>;
}

type Grantee = Construct & IGrantable & { addToRolePolicy(statement: PolicyStatement): void };

/** Adds exactly the statements a function's grants name to its role. */
export function applyGrants(fn: Grantee, grants: Grants, targets: GrantTargets, readsSigningKey = false): void {
  const statements: PolicyStatement[] = [];
  if (grants.table) statements.push(...tableStatements(target(targets, 'table'), grants.table));
  if (grants.session || grants.audit) statements.push(...accountStatements(target(targets, 'table'), grants));
  if (grants.images) statements.push(...imageStatements(target(targets, 'images'), grants.images));
  if (grants.mail) {
    const { from, to } = target(targets, 'mail');
    statements.push(mailStatement(Stack.of(fn), from, to));
  }
  if (grants.transactionalMail) statements.push(transactionalMailStatement(Stack.of(fn), target(targets, 'mail').from));
  if (grants.mailQueue)
    statements.push(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [target(targets, 'mailQueue').queueArn] }));
  if (grants.pages) {
    const { bucket, distributionArn } = target(targets, 'pages');
    statements.push(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: pageFilePatterns.map((pattern) => bucket.arnForObjects(pattern)),
      }),
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation', 'cloudfront:ListInvalidations', 'cloudfront:GetInvalidation'],
        resources: [distributionArn],
      }),
    );
  }
  for (const statement of statements) fn.addToRolePolicy(statement);
  if (readsSigningKey) target(targets, 'signingKey').grantRead(fn);
}
