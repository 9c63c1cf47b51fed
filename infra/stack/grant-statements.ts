/**
 * The IAM statements a function's `grants` (functions/contract/routes.ts) give
 * it, as plain policy JSON built from the ARNs of what they refer to. The CDK
 * stack (./grants.ts) wraps them with its resources' ARNs; the local stack
 * (infra/local/iam) checks every SDK call against them with local ARNs, so a
 * grant mistake fails locally as it would on AWS. No CDK import here: the
 * local stack loads this module.
 *
 * Exact actions and resources only: no CDK grant helper widens them
 * (grantReadWriteData adds Scan and BatchWrite on the whole table, bucket
 * grants add DeleteObject*, List* and object retention).
 */
import { cvPrefix, cvStagingPrefix } from '../../functions/contract/applications';
import { exportPrefix } from '../../functions/contract/exports';
import { prefixOf, type Grants, type TableAction, type TableGrant } from '../../functions/contract/routes';
import { table as design } from '../../functions/core/db/keys';

export interface PolicyStatementJson {
  readonly Effect: 'Allow';
  readonly Action: string | readonly string[];
  readonly Resource: string | readonly string[];
  readonly Condition?: Readonly<Record<string, Readonly<Record<string, string | readonly string[]>>>>;
}

/** Where staged uploads wait and where checked images live in the images bucket. */
export const uploadPrefix = 'uploads/';
export const mediaPrefix = 'media/';

/** The site bucket's page files and the search index (pagefind/), the only objects the publisher may write or delete. */
export const pageFilePatterns = ['*.html', 'sitemap.xml', 'robots.txt', 'pagefind/*'] as const;

/**
 * What the publisher reads back: the pages a run did not render (the search
 * index covers the whole site) and the index's list of generations.
 */
export const pageReadPatterns = ['*.html', 'pagefind/generations.json'] as const;

/** ARNs (and mail addresses) of what grants refer to; a function may only be given grants whose target is passed. */
export interface GrantResources {
  readonly table?: string;
  /** The images bucket's ARN. */
  readonly images?: string;
  /** The bucket exports are written to (the images bucket's ARN: its exports/ prefix). */
  readonly exports?: string;
  readonly mail?: {
    readonly from: string;
    readonly to: string;
    /** Further fixed recipients (HR's inbox, for the mail worker). */
    readonly alsoTo?: readonly string[];
    readonly identityArn: (identity: string) => string;
  };
  readonly mailQueue?: string;
  readonly webhookQueue?: string;
  readonly pages?: { readonly bucket: string; readonly distribution: string };
  /** The redirects KeyValueStore's ARN. */
  readonly redirects?: string;
}

const readActions: TableAction[] = ['GetItem', 'Query'];
const writeActions: TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];

/** 'read' and 'write' as TableGrants: every item, with the list index. */
export function tableGrant(grant: NonNullable<Grants['table']>): TableGrant {
  if (grant === 'read') return { actions: readActions, listIndex: true };
  if (grant === 'write') return { actions: [...readActions, ...writeActions], listIndex: true };
  return grant;
}

const leadingKeys = (prefixes: readonly string[]) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
});

function tableStatements(tableArn: string, grant: NonNullable<Grants['table']>): PolicyStatementJson[] {
  const { actions, keyPrefixes, listIndex, leadIndexes } = tableGrant(grant);
  const statements: PolicyStatementJson[] = [
    {
      Effect: 'Allow',
      Action: actions.map((action) => `dynamodb:${action}`),
      Resource: tableArn,
      ...(keyPrefixes ? { Condition: leadingKeys(keyPrefixes) } : {}),
    },
  ];
  if (listIndex && actions.includes('Query'))
    statements.push({ Effect: 'Allow', Action: 'dynamodb:Query', Resource: `${tableArn}/index/${design.listIndex.name}` });
  if (leadIndexes && actions.includes('Query'))
    statements.push({
      Effect: 'Allow',
      Action: 'dynamodb:Query',
      Resource: [design.leadDateIndex.name, design.leadNameIndex.name].map((index) => `${tableArn}/index/${index}`),
    });
  return statements;
}

/** Every admin route reads its caller's account; writes and sign-ins add audit entries. */
function accountStatements(tableArn: string, grants: Grants): PolicyStatementJson[] {
  const statement = (action: TableAction, prefix: string): PolicyStatementJson => ({
    Effect: 'Allow',
    Action: `dynamodb:${action}`,
    Resource: tableArn,
    Condition: leadingKeys([prefix]),
  });
  return [
    ...(grants.session ? [statement('GetItem', prefixOf.admin)] : []),
    ...(grants.audit ? [statement('PutItem', prefixOf.audit)] : []),
  ];
}

/** The spam screen's counters (an atomic ADD) and its blocked-sender check, nothing else of either. */
function spamGuardStatements(tableArn: string): PolicyStatementJson[] {
  return [
    { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn, Condition: leadingKeys([prefixOf.spamRate]) },
    { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn, Condition: leadingKeys([prefixOf.blocked]) },
  ];
}

function imageStatements(bucketArn: string, grant: NonNullable<Grants['images']>): PolicyStatementJson[] {
  const uploads = `${bucketArn}/${uploadPrefix}*`;
  const media = `${bucketArn}/${mediaPrefix}*`;
  // Presigned POSTs carry the signer's permission: the upload route needs exactly what the browser does.
  if (grant === 'upload') return [{ Effect: 'Allow', Action: 's3:PutObject', Resource: uploads }];
  return [
    // HeadObject, a ranged GetObject to sniff the type, and the copy's source.
    { Effect: 'Allow', Action: 's3:GetObject', Resource: uploads },
    { Effect: 'Allow', Action: 's3:PutObject', Resource: media },
    { Effect: 'Allow', Action: 's3:DeleteObject', Resource: [uploads, media] },
    // Without it S3 answers 403 for a missing staged upload, which the core reports as 400 only on 404.
    { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
  ];
}

function cvStatements(bucketArn: string, grant: NonNullable<Grants['cvs']>): PolicyStatementJson[] {
  const staged = `${bucketArn}/${cvStagingPrefix}*`;
  const kept = `${bucketArn}/${cvPrefix}*`;
  // Presigned requests carry the signer's permission: upload and read need exactly what the browser does.
  if (grant === 'upload') return [{ Effect: 'Allow', Action: 's3:PutObject', Resource: staged }];
  if (grant === 'read') return [{ Effect: 'Allow', Action: 's3:GetObject', Resource: kept }];
  if (grant === 'erase') return [{ Effect: 'Allow', Action: 's3:DeleteObject', Resource: kept }];
  return [
    { Effect: 'Allow', Action: 's3:GetObject', Resource: staged },
    { Effect: 'Allow', Action: 's3:PutObject', Resource: kept },
    { Effect: 'Allow', Action: 's3:DeleteObject', Resource: staged },
    // Without it S3 answers 403 for a missing staged CV, which the core reports as 400 only on 404.
    { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
  ];
}

/** An address's SES identities: the address itself and its domain (either may be the verified one). */
export function sesIdentities(address: string): string[] {
  const lower = address.toLowerCase();
  return [lower, lower.slice(lower.indexOf('@') + 1)];
}

/**
 * The enquiry notification: from the sender to the configured recipients (the
 * enquiries mailbox; for the mail worker HR's inbox too).
 * SES checks ses:SendEmail against the sender's identity and, in the sandbox,
 * each recipient's, so both are named.
 */
function mailStatement({ from, to, alsoTo = [], identityArn }: NonNullable<GrantResources['mail']>): PolicyStatementJson {
  const identities = [...new Set([from, to, ...alsoTo].flatMap(sesIdentities))];
  return {
    Effect: 'Allow',
    Action: 'ses:SendEmail',
    Resource: identities.map(identityArn),
    Condition: { StringEquals: { 'ses:FromAddress': from } },
  };
}

/**
 * Mail to any address (invitations, resets, confirmations): every identity,
 * since in the SES sandbox the recipient's is checked too, but only ever sent
 * from the configured sender (ses:FromAddress), so nothing else can be sent from.
 */
function transactionalMailStatement({ from, identityArn }: NonNullable<GrantResources['mail']>): PolicyStatementJson {
  return {
    Effect: 'Allow',
    Action: 'ses:SendEmail',
    Resource: identityArn('*'),
    Condition: { StringEquals: { 'ses:FromAddress': from } },
  };
}

function target<K extends keyof GrantResources>(resources: GrantResources, key: K): NonNullable<GrantResources[K]> {
  const found = resources[key];
  if (!found) throw new Error(`A function's grants need "${key}", which the stack did not pass.`);
  return found as NonNullable<GrantResources[K]>;
}

/** Exactly the statements a function's grants name (the signing key's read is the stack's own: ./grants.ts). */
export function grantStatements(grants: Grants, resources: GrantResources): PolicyStatementJson[] {
  const statements: PolicyStatementJson[] = [];
  if (grants.table) statements.push(...tableStatements(target(resources, 'table'), grants.table));
  if (grants.session || grants.audit) statements.push(...accountStatements(target(resources, 'table'), grants));
  if (grants.spamGuard) statements.push(...spamGuardStatements(target(resources, 'table')));
  if (grants.leadSourceCount)
    statements.push({
      Effect: 'Allow',
      Action: 'dynamodb:UpdateItem',
      Resource: target(resources, 'table'),
      Condition: leadingKeys([prefixOf.leadSources]),
    });
  if (grants.images) statements.push(...imageStatements(target(resources, 'images'), grants.images));
  if (grants.cvs) statements.push(...cvStatements(target(resources, 'images'), grants.cvs));
  // Put the file, and GetObject so the presigned download link (which carries the signer's permission) works.
  if (grants.exports)
    statements.push({
      Effect: 'Allow',
      Action: ['s3:PutObject', 's3:GetObject'],
      Resource: `${target(resources, 'exports')}/${exportPrefix}*`,
    });
  if (grants.mail) statements.push(mailStatement(target(resources, 'mail')));
  if (grants.transactionalMail) statements.push(transactionalMailStatement(target(resources, 'mail')));
  if (grants.mailQueue) statements.push({ Effect: 'Allow', Action: 'sqs:SendMessage', Resource: target(resources, 'mailQueue') });
  if (grants.webhookQueue) statements.push({ Effect: 'Allow', Action: 'sqs:SendMessage', Resource: target(resources, 'webhookQueue') });
  if (grants.redirects)
    statements.push({
      Effect: 'Allow',
      Action: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey', 'cloudfront-keyvaluestore:DeleteKey'],
      Resource: target(resources, 'redirects'),
    });
  if (grants.pages) {
    const { bucket, distribution } = target(resources, 'pages');
    statements.push(
      { Effect: 'Allow', Action: ['s3:PutObject', 's3:DeleteObject'], Resource: pageFilePatterns.map((pattern) => `${bucket}/${pattern}`) },
      { Effect: 'Allow', Action: 's3:GetObject', Resource: pageReadPatterns.map((pattern) => `${bucket}/${pattern}`) },
      {
        Effect: 'Allow',
        Action: ['cloudfront:CreateInvalidation', 'cloudfront:ListInvalidations', 'cloudfront:GetInvalidation'],
        Resource: distribution,
      },
    );
  }
  return statements;
}
