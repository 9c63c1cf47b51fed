/**
 * The CloudFront distribution in front of everything, and the site's bucket:
 *   default   → site bucket (OAC), prerendered pages: a function maps /x/y to
 *               /x/y/index.html; a missing page fails over to the not-found
 *               origin, which answers 404.html with status 404 (./not-found.ts)
 *   /assets/* → site bucket, hashed files cached for a year
 *   /media/*  → images bucket (OAC, media/ only), cached
 *   /api/*    → HTTP API, no caching, every viewer header but Host forwarded,
 *               plus the viewer's address and a secret that proves it (./viewer-address.ts)
 *   public API reads (/api/getallNews, /api/getNewsDetails/*, …) → HTTP API,
 *               cached as the answers' Cache-Control says (./api-cache.ts)
 * No distribution-wide error responses: they would turn API errors into HTML.
 */
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  type IKeyValueStore,
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
import { FunctionUrlOrigin, HttpOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { publicReads, publicReadsCachePolicies } from './api-cache';
import { NotFoundOrigin } from './not-found';
import type { ViewerAddress } from './viewer-address';
import { originVerifyHeader } from '../../functions/core/http/viewer-address';
import { pageRoutingCode } from './page-routing';

/** The longest CloudFront keeps a page, whatever its s-maxage says. Hashed /assets/* keep their year. */
export const pagesMaxTtl = Duration.minutes(5);

/** Status codes of the site bucket that send a request to the not-found origin. */
export const notFoundFailover = [403, 404];

export interface SiteProps {
  readonly siteBucket: Bucket;
  readonly mediaBucket: IBucket;
  /** Where CloudFront reaches the API (Api.originDomain). */
  readonly apiOriginDomain: string;
  readonly headersPolicy: IResponseHeadersPolicy;
  /** Passes the viewer's address to the API, provably (./viewer-address.ts). */
  readonly viewerAddress: ViewerAddress;
  /** The WAF web ACL's ARN (./waf.ts), where there is one. */
  readonly webAclArn?: string;
  /** The redirects the page routing answers with 301 (old path → new path). */
  readonly redirects: IKeyValueStore;
  readonly domainName?: string;
  readonly certificateArn?: string;
}

export class Site extends Construct {
  readonly distribution: Distribution;
  readonly pageRouting: CloudFrontFunction;
  readonly notFound: NotFoundOrigin;
  readonly pagesCachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const responseHeadersPolicy = props.headersPolicy;
    const viewerProtocolPolicy = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;

    this.pageRouting = new CloudFrontFunction(this, 'PageRouting', {
      comment: 'Redirects, and page paths to the prerendered index.html files',
      code: FunctionCode.fromInline(pageRoutingCode),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: props.redirects,
    });
    this.notFound = new NotFoundOrigin(this, 'NotFound', { siteBucket: props.siteBucket });
    // Pages carry their own Cache-Control and the publisher invalidates them on change, but an
    // invalidation can be missed (a failed call, CloudFront's limit on invalidations in flight):
    // the edge keeps a page at most pagesMaxTtl, so a stale page heals in minutes, not at the next republish.
    this.pagesCachePolicy = new CachePolicy(this, 'PagesCache', {
      comment: 'Prerendered pages: as their Cache-Control says, at most five minutes',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: pagesMaxTtl,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // A missing page or file fails over to the not-found origin: 404 with the 404 page.
    const siteOrigin = new OriginGroup({
      primaryOrigin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
      fallbackOrigin: FunctionUrlOrigin.withOriginAccessControl(this.notFound.url),
      fallbackStatusCodes: notFoundFailover,
    });
    const staticBehaviour: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy,
      responseHeadersPolicy,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: true,
    };

    const apiBehaviour: BehaviorOptions = {
      origin: new HttpOrigin(props.apiOriginDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [originVerifyHeader]: props.viewerAddress.originSecretValue },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      functionAssociations: [{ function: props.viewerAddress.function, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: true,
    };
    // Cached reads forward only their cache key (path, query, Authorization), so API Gateway gets its own Host;
    // they read no viewer address (the throttled routes are POSTs), so they run no viewer-request function.
    const { originRequestPolicy: _, functionAssociations: __, ...cachedApi } = apiBehaviour;
    const readsCachePolicy = publicReadsCachePolicies(this);
    const publicReadBehaviours = Object.fromEntries(
      publicReads.map(({ pattern, query }) => [
        pattern,
        { ...cachedApi, cachePolicy: readsCachePolicy(query), allowedMethods: AllowedMethods.ALLOW_GET_HEAD } satisfies BehaviorOptions,
      ]),
    );
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Site, /api and /media',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
          }
        : {}),
      defaultBehavior: {
        ...staticBehaviour,
        cachePolicy: this.pagesCachePolicy,
        functionAssociations: [{ function: this.pageRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': staticBehaviour,
        // Listed before /api/*: CloudFront takes the first pattern that matches.
        ...publicReadBehaviours,
        '/api/*': apiBehaviour,
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
    // With ListBucket, S3 answers a missing file 404 rather than 403.
    props.siteBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontListsSite',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:ListBucket'],
        resources: [props.siteBucket.bucketArn],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );
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

/** Private bucket for the pages and the build's static files; emptied and removed with the stack. */
export function siteBucket(scope: Construct, id: string): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: true,
  });
}
