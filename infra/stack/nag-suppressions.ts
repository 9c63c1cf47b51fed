/**
 * The cdk-nag AwsSolutions findings this stack accepts, each with its reason.
 * test/infra/nag.test.ts runs the checks and fails on any unsuppressed error;
 * every suppression names its rule and, for wildcard IAM findings, exactly
 * which wildcard it accepts, so a new wildcard still fails.
 */
import { DefaultStackSynthesizer, Names, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { cvPrefix, cvStagingPrefix } from '../../functions/contract/applications';
import { exportPrefix } from '../../functions/contract/exports';
import type { SiteStack } from './site-stack';
import { wafRegion } from './waf';

/** A rule id, why it is accepted, and for findings with an id (IAM wildcards) exactly which ones. */
interface Suppression {
  readonly id: string;
  readonly reason: string;
  readonly appliesTo?: readonly string[];
}

/**
 * cdk-nag 3 takes CDK's own acknowledgements: one per finding, `Rule[finding]`,
 * on a construct and everything under it.
 */
function suppress(scope: IConstruct, suppressions: readonly Suppression[]): void {
  for (const { id, reason, appliesTo } of suppressions) {
    for (const finding of appliesTo ? appliesTo.map((what) => `${id}[${what}]`) : [id]) {
      Validations.of(scope).acknowledge({ id: finding, reason });
    }
  }
}

/**
 * How cdk-nag names a value of the stack that a nested stack (the API's route
 * groups) reads: as the parameter CDK passes it in, named after the element.
 */
function nestedReference(construct: IConstruct, attribute: string): string {
  return `<referenceto${Names.nodeUniqueId((construct.node.defaultChild ?? construct).node)}${attribute}>`;
}

const basicExecutionRole = 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** Suppressions that hold for the whole stack, including CDK's own helper functions. */
const stackWide: Suppression[] = [
  {
    id: 'AwsSolutions-IAM4',
    reason:
      "Only CDK's helper functions (the build's copy into the site bucket, the site bucket's auto-delete, the call that publishes after a deploy) keep AWSLambdaBasicExecutionRole, which lets them create and write any log group of the account (Resource *). The site's own functions have roles that write their own log group only (lambda.ts).",
    appliesTo: [basicExecutionRole],
  },
  {
    id: 'AwsSolutions-L1',
    reason:
      'Functions run nodejs22.x (an LTS supported by Lambda into 2027): the bundles target node22 and were measured there. CDK pins the runtime of its own helper functions.',
  },
];

/** The CDK bootstrap asset bucket's objects as cdk-nag prints them: literal once account and region are known. */
/** Partition, account and region as cdk-nag writes them: literal with an account and region, placeholders offline. */
function environmentOf(stack: Stack): readonly [string, string, string] {
  const known = !Token.isUnresolved(stack.account) && !Token.isUnresolved(stack.region);
  return known ? [stack.partition, stack.account, stack.region] : ['<AWS::Partition>', '<AWS::AccountId>', '<AWS::Region>'];
}

function cdkAssetObjects(stack: Stack): string {
  const [partition, account, region] = environmentOf(stack);
  return `arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}/*`;
}

function everySesIdentity(stack: Stack): string {
  const [partition, account, region] = environmentOf(stack);
  return `arn:${partition}:ses:${region}:${account}:identity/*`;
}

export function applyNagSuppressions(stack: SiteStack): void {
  suppress(stack, stackWide);

  suppress(stack.api, [
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Image functions work on objects under the uploads/ and media/ prefixes, whose keys are random per upload: a prefix is the narrowest resource.',
      appliesTo: ['uploads/*', 'media/*'].map((prefix) => `Resource::${nestedReference(stack.media.bucket, 'Arn')}/${prefix}`),
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'The CSV export functions write each export under exports/<random id>/ and presign its download: a prefix is the narrowest resource, and S3 deletes exports after a day.',
      appliesTo: [`Resource::${nestedReference(stack.media.bucket, 'Arn')}/${exportPrefix}*`],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Career applications put each CV under applications-staged/<random id> (presigned POST, checked by its bytes) and keep it under applications/<application id>: a prefix is the narrowest resource, and S3 expires both (a day staged, the retention period kept).',
      appliesTo: [cvStagingPrefix, cvPrefix].map((prefix) => `Resource::${nestedReference(stack.media.bucket, 'Arn')}/${prefix}*`),
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Invitations, password resets and newsletter confirmations go to any address, and SES checks SendEmail against each recipient identity too (in the sandbox, a verified one): every identity, only from the configured sender (ses:FromAddress).',
      appliesTo: [`Resource::${everySesIdentity(stack)}`],
    },
  ]);

  suppress(stack.mailWorker, [
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "The mail worker also mails an enquiry's new assignee, a team member at any address, and SES checks SendEmail against each recipient identity too: every identity, only from the configured sender (ses:FromAddress).",
      appliesTo: [`Resource::${everySesIdentity(stack)}`],
    },
  ]);

  suppress(stack.publisher, [
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'The publisher writes pages at any path (/x/y/index.html): *.html is the narrowest pattern (it reads them back to index the site). The search index is a folder of files named by their content hash: pagefind/* is its prefix. dynamodb:ListStreams has no resource scope; the event source needs it.',
      appliesTo: ['Resource::<SiteBucket397A1860.Arn>/*.html', 'Resource::<SiteBucket397A1860.Arn>/pagefind/*', 'Resource::*'],
    },
    {
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the stream, the schedule and the post-deploy run; it alarms when not empty.',
    },
  ]);

  if (!stack.firewall.webAcl) {
    suppress(stack.site.distribution, [
      {
        id: 'AwsSolutions-CFR2',
        reason: `No web ACL: CloudFront's WAF can only be created in ${wafRegion} and this stack deploys to ${stack.region} (synth warns). The API still refuses every request that skips CloudFront; deploy in ${wafRegion} for WAF's per-client limits.`,
      },
    ]);
  }
  suppress(stack.site.distribution, [
    { id: 'AwsSolutions-CFR1', reason: 'A public marketing site for every country: no geo restriction.' },
    {
      id: 'AwsSolutions-CFR3',
      reason: 'API requests are logged by the HTTP API access log; static file requests hold nothing worth a log bucket.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'With no custom domain the *.cloudfront.net certificate is used, whose TLS policy CloudFront fixes; with a domain the stack sets TLSv1.2_2021.',
    },
  ]);

  // Server access logs would need a log bucket of their own; CloudTrail data events can be turned on for an audit.
  suppress(stack.siteBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        "No server access log: a private bucket (public access blocked) read only by CloudFront (Origin Access Control), the not-found function and CDK's deployment, written only by the deployment (the build), the publisher (pages) and, when the stack is deleted, CDK's auto-delete.",
    },
  ]);
  suppress(stack.media.bucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        "No server access log: a private bucket (public access blocked) that CloudFront reads under media/ only; uploads come from signed-in editors' browsers as presigned POSTs limited to uploads/, and only the image functions and the CSV exports (behind admin routes, in the API's access log) read and write objects.",
    },
  ]);

  suppress(stack.signingKey, [
    {
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the session signing key signs every admin out; it is rotated by hand (docs/operations.md).',
    },
  ]);
  suppress(stack.viewerAddress.originSecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the origin secret at deploy time; a new value needs a deploy of the distribution and the API together, so it changes with a deploy, not by rotation.',
    },
  ]);

  // CDK's BucketDeployment helper: it syncs the build from the CDK asset bucket into the site bucket.
  const deploymentHandler = stack.node.tryFindChild('Custom::CDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C512MiB');
  if (deploymentHandler) {
    suppress(deploymentHandler, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK's BucketDeployment handler syncs (lists, copies, deletes) any file of the build between the CDK asset bucket and the site bucket.",
        appliesTo: [
          'Action::s3:Abort*',
          'Action::s3:DeleteObject*',
          'Action::s3:GetBucket*',
          'Action::s3:GetObject*',
          'Action::s3:List*',
          'Resource::*',
          'Resource::<SiteBucket397A1860.Arn>/*',
          `Resource::${cdkAssetObjects(stack)}`,
        ],
      },
    ]);
  }
}
