/**
 * The CloudFront distribution in front of everything, and the SPA's bucket:
 *   default   → site bucket (OAC); the SPA function maps client routes to /index.html
 *   /assets/* → site bucket, hashed files cached for a year
 *   /media/*  → images bucket (OAC, media/ only), cached
 *   /api/*    → HTTP API, no caching, every viewer header but Host forwarded
 * No distribution-wide error responses: they would turn API errors into HTML.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { Annotations, Aws, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { projectRoot } from './bundling';

/** Client routes have no file extension in their last segment; real files do. */
export const spaRoutingCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export const hashedAssetsCache = 'public, max-age=31536000, immutable';

export interface SiteProps {
  readonly siteBucket: Bucket;
  readonly mediaBucket: IBucket;
  readonly httpApi: HttpApi;
  readonly headersPolicy: IResponseHeadersPolicy;
  readonly domainName?: string;
  readonly certificateArn?: string;
}

export class Site extends Construct {
  readonly distribution: Distribution;
  readonly spaFunction: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const responseHeadersPolicy = props.headersPolicy;
    const viewerProtocolPolicy = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;

    this.spaFunction = new CloudFrontFunction(this, 'SpaRouting', {
      comment: 'Client routes (no file extension) get /index.html',
      code: FunctionCode.fromInline(spaRoutingCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket);
    const staticBehaviour: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy,
      responseHeadersPolicy,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: true,
    };

    const apiDomain = `${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Site, /api and /media',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
          }
        : {}),
      defaultBehavior: {
        ...staticBehaviour,
        functionAssociations: [{ function: this.spaFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': staticBehaviour,
        '/api/*': {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          responseHeadersPolicy,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          compress: true,
        },
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
          viewerProtocolPolicy,
          responseHeadersPolicy,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
        },
      },
    });
    // The images bucket is passed by name (no cycle with its CORS rule); Media.allowDistribution writes its policy.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket policy for this distribution is added by Media.allowDistribution.',
    );
  }

  /** The site's own origin: the custom domain, else the distribution's domain. */
  static origin(distribution: Distribution, domainName?: string): string {
    return `https://${domainName ?? distribution.distributionDomainName}`;
  }
}

/** Private bucket for the built SPA. Its content is replaced on every deploy. */
export function siteBucket(scope: Construct, id: string): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
  });
}

export interface SiteContentProps {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** dist/web, relative to the project root or absolute. */
  readonly webDist: string;
}

/**
 * Uploads the build in two passes: hashed assets first (cached for a year, old
 * ones kept so open tabs can still load their chunks), then everything else
 * with no-cache, pruning stale files and invalidating the distribution.
 */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const source = webSource(this, props.webDist);
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString(hashedAssetsCache)],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
  }
}

function webSource(scope: Construct, webDist: string): ISource {
  const dir = isAbsolute(webDist) ? webDist : join(projectRoot, webDist);
  if (existsSync(join(dir, 'index.html'))) return Source.asset(dir);
  Annotations.of(scope).addWarningV2(
    'site:web-build-missing',
    `${dir}/index.html is missing: deploying a placeholder page. Run "npm run build:web" before "npm run deploy".`,
  );
  return Source.data(
    'index.html',
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title><p>The site has not been built. Run npm run build:web, then npm run deploy.</p></html>',
  );
}
