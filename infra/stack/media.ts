/**
 * The images bucket. Browsers upload to uploads/<uuid> by presigned POST
 * (straight to the bucket's regional endpoint, so CORS allows POST from the
 * site's origin only); a create/update function moves checked images under
 * media/, which CloudFront serves as /media/*. Staging objects expire after a day,
 * as do the admin's CSV exports under exports/ (private: read by presigned link only).
 *
 * The bucket's name is computed from the stack, the account and the stack's
 * own unique id: its CORS rule names the distribution's domain and the
 * distribution names the bucket's endpoint, and a computed name lets the
 * distribution use the endpoint without a reference back to the bucket (no
 * dependency cycle). The stack id is new for every stack created, so a deploy
 * after a failed first one, or after a destroy (the bucket is kept, with the
 * images), gets a new name instead of failing with "bucket already exists".
 */
import { Aws, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { cvPrefix, cvStagingPrefix } from '../../functions/contract/applications';
import { exportPrefix } from '../../functions/contract/exports';
import { mediaPrefix, uploadPrefix } from './grant-statements';

export interface MediaProps {
  /** Origin allowed to POST uploads, e.g. https://d111.cloudfront.net or https://www.example.com. */
  readonly siteOrigin: string;
  /** Days an application is kept (the APPLICATION_RETENTION_DAYS setting): its CV goes a week after. */
  readonly applicationRetentionDays: number;
}

export class Media extends Construct {
  readonly bucket: Bucket;
  /** The same bucket by name only, for CloudFront's origin (see above). */
  readonly bucketByName: IBucket;
  /** https://<bucket>.s3.<region>.amazonaws.com: where presigned POSTs go. */
  readonly uploadOrigin: string;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    const bucketName = mediaBucketName(Stack.of(this).stackName);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [props.siteOrigin],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'expire-staged-uploads', prefix: uploadPrefix, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // CSV exports hold enquirers' and subscribers' personal data: gone a day after they were made.
        { id: 'expire-exports', prefix: exportPrefix, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // Candidates' CVs: a staged one is used within minutes; a kept one goes a week after its application's TTL
        // (the table deletes the item within days of it), and an erased one leaves no old version behind for long.
        { id: 'expire-staged-cvs', prefix: cvStagingPrefix, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        {
          id: 'expire-kept-cvs',
          prefix: cvPrefix,
          expiration: Duration.days(props.applicationRetentionDays + 7),
          noncurrentVersionExpiration: Duration.days(1),
        },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    this.bucketByName = Bucket.fromBucketAttributes(this, 'ByName', { bucketName, region: Aws.REGION });
    this.uploadOrigin = `https://${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** Lets one CloudFront distribution (Origin Access Control) read media/ and nothing else. */
  allowDistribution(distributionArn: string): void {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${mediaPrefix}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distributionArn } },
      }),
    );
  }
}

/** <stack>-media-<account>-<last 12 hex digits of the stack's id>, lower case, at most 56 characters. */
export function mediaBucketName(stackName: string): string {
  const prefix =
    stackName
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24) || 'site';
  // arn:aws:cloudformation:<region>:<account>:stack/<name>/<uuid>: the uuid's last group.
  const stackUnique = Fn.select(4, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID))));
  return `${prefix}-media-${Aws.ACCOUNT_ID}-${stackUnique}`;
}
