/**
 * Real 404s without distribution-wide error pages (those would turn /api/*
 * JSON errors into HTML): the default behaviour's origin is a group whose
 * primary is the site bucket and whose fallback, used when the bucket answers
 * 403 or 404, is this tiny function. Behind a function URL that only
 * CloudFront may call (Origin Access Control), it answers the publisher's
 * prerendered 404.html from the site bucket with status 404.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, FunctionUrlAuthType, Runtime, type IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { logRetention, ownLogsRole } from './lambda';

export const notFoundPage = '404.html';

/**
 * Plain CommonJS on the runtime's own SDK: no bundle to build. The page is kept
 * for a minute per warm instance; CloudFront caches the answer briefly too.
 */
export const notFoundCode = `const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const s3 = new S3Client({});
let cached;
exports.handler = async () => {
  if (!cached || cached.until < Date.now()) {
    try {
      const page = await s3.send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: process.env.NOT_FOUND_KEY }));
      cached = { body: await page.Body.transformToString(), until: Date.now() + 60000 };
    } catch (error) {
      console.error(JSON.stringify({ event: 'not-found-page-missing', error: String(error) }));
      cached = { body: '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title><h1>Sorry! Page Not Found</h1></html>', until: Date.now() + 5000 };
    }
  }
  return { statusCode: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' }, body: cached.body };
};
`;

export class NotFoundOrigin extends Construct {
  readonly fn: LambdaFunction;
  readonly url: IFunctionUrl;

  constructor(scope: Construct, id: string, props: { readonly siteBucket: IBucket }) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.fn = new LambdaFunction(this, 'Function', {
      description: 'Answers the prerendered 404 page with status 404 (CloudFront failover origin)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(notFoundCode),
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { SITE_BUCKET: props.siteBucket.bucketName, NOT_FOUND_KEY: notFoundPage },
      logGroup,
      role: ownLogsRole(this, 'Role', logGroup),
    });
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.siteBucket.arnForObjects(notFoundPage)] }));
    this.url = this.fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
  }
}
