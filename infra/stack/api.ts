/**
 * One Lambda function and one HTTP API route per entry of the route table.
 * Adding a route to functions/contract/routes.ts adds both here, with its
 * grants: each function gets exactly what its `grants` name and no more.
 */
import { Aws, Duration, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { routeList, type RouteDef, type RouteName } from '../../functions/contract/routes';
import { applyGrants } from './grants';
import { handlerEntry } from './bundling';
import { logRetention, siteFunction } from './lambda';
import { OriginCheck } from './origin-check';
import { routeGroup, type RouteGroup } from './route-groups';
import type { SiteSettings } from './settings';

export type Route = RouteDef & { readonly name: RouteName };

export interface ApiProps {
  readonly routes?: ReadonlyArray<Route>;
  readonly table: ITable;
  readonly images: IBucket;
  readonly signingKey: ISecret;
  /** The site's origin (https://…), for links in the mails routes send. */
  readonly siteOrigin: string;
  /** The secret CloudFront sends to the API (./viewer-address.ts): every route requires it, the login reads the viewer's address with it. */
  readonly originVerify: string;
  /** The mail worker's queue, for routes granted mailQueue. */
  readonly mailQueue: IQueue;
  /** The webhook worker's queue, for routes granted webhookQueue. */
  readonly webhookQueue: IQueue;
  /** The edge's redirects store, for routes granted redirects. */
  readonly redirects: IKeyValueStore;
  readonly settings: SiteSettings;
}

export interface RouteFunction {
  readonly route: Route;
  readonly fn: NodejsFunction;
}

/** scrypt at N=2^17, r=8 needs 128 MiB and CPU: Lambda's CPU share grows with memory. */
export function memoryFor(route: RouteDef): number {
  // An export holds up to 100,000 rows in memory as objects and as text; memory also buys CPU to build it.
  if (route.passwordHash || route.grants.exports) return 1024;
  if (route.grants.images === 'write') return 512;
  return 256;
}

export function timeoutFor(route: RouteDef): Duration {
  // An export may use all of API Gateway's 30 s (10,000 enquiries take about a second).
  if (route.grants.exports) return Duration.seconds(29);
  // Image moves copy up to the upload limit inside S3; login hashes slowly on purpose.
  return route.grants.images === 'write' || route.passwordHash ? Duration.seconds(15) : Duration.seconds(10);
}

/** Admin routes verify tokens; the login route signs them. Nothing else reads the key. */
export const readsSigningKey = (route: RouteDef): boolean => route.access === 'admin' || route.grants.signingKey === true;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Refuses requests that did not come through CloudFront (./origin-check.ts). */
  readonly originCheck: OriginCheck;
  /** Where CloudFront reaches the API: its custom origin domain if configured, else the execute-api endpoint. */
  readonly originDomain: string;
  /** The API Gateway domain the custom origin domain's DNS record must point at, when there is one. */
  readonly originDomainTarget?: string;
  readonly functions: RouteFunction[];
  /** The nested stack of each route group. */
  readonly groups = new Map<RouteGroup, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings } = props;
    const routes = props.routes ?? routeList;

    // With a custom origin domain for CloudFront, the execute-api endpoint is switched off: nothing but
    // CloudFront (and its WAF) reaches the API. Without one CloudFront needs that endpoint, and the
    // origin check on every route refuses whoever calls it directly.
    const { apiDomainName, apiCertificateArn } = settings;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Site API: one Lambda function per route of functions/contract/routes.ts',
      createDefaultStage: false,
      disableExecuteApiEndpoint: Boolean(apiDomainName),
    });
    this.originCheck = new OriginCheck(this, 'OriginCheck', { httpApi: this.httpApi, originSecretValue: props.originVerify });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    // A stage-wide safety net against runaway cost only, far above real traffic: it counts every client
    // together, so a low one would let one client deny everyone. Per-client limits are WAF's (./waf.ts).
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    if (apiDomainName && apiCertificateArn) {
      const domain = new DomainName(this, 'OriginDomain', {
        domainName: apiDomainName,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', apiCertificateArn),
      });
      new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.originDomain = apiDomainName;
      this.originDomainTarget = domain.regionalDomainName;
    } else {
      this.originDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    }

    this.functions = routes.map((route) => {
      const group = this.groupStack(routeGroup(route));
      const fn = this.routeFunction(group, route, props);
      new HttpRoute(group, `${route.name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
        authorizer: this.originCheck,
      });
      return { route, fn };
    });
  }

  /** The nested stack of a route group (./route-groups.ts), made on first use. */
  private groupStack(group: RouteGroup): NestedStack {
    let stack = this.groups.get(group);
    if (!stack) {
      stack = new NestedStack(this, `${group}Routes`, { description: `${group} API routes: one function per route` });
      this.groups.set(group, stack);
    }
    return stack;
  }

  private routeFunction(scope: Construct, route: Route, props: ApiProps): NodejsFunction {
    const { grants } = route;
    const environment: Record<string, string> = {};
    if (grants.table || grants.session || grants.audit || grants.leadSourceCount) environment.TABLE_NAME = props.table.tableName;
    if (grants.mailQueue) environment.MAIL_QUEUE_URL = props.mailQueue.queueUrl;
    if (grants.webhookQueue) environment.WEBHOOK_QUEUE_URL = props.webhookQueue.queueUrl;
    if (grants.images || grants.exports || grants.cvs) environment.MEDIA_BUCKET = props.images.bucketName;
    // Keeping an application's CV is storing the application: that function sets when both are deleted.
    if (grants.cvs === 'keep') environment.APPLICATION_RETENTION_DAYS = String(props.settings.applicationRetentionDays);
    if (grants.mail) {
      environment.MAIL_FROM = props.settings.mailFrom;
      environment.MAIL_TO = props.settings.mailTo;
    }
    if (grants.transactionalMail) {
      environment.MAIL_FROM = props.settings.mailFrom;
      // The links in the mail point at the site.
      environment.SITE_ORIGIN = props.siteOrigin;
    }
    if (readsSigningKey(route)) environment.JWT_SECRET_ARN = props.signingKey.secretArn;
    if (route.viewerAddress) environment.ORIGIN_VERIFY = props.originVerify;
    if (grants.redirects) environment.REDIRECTS_KVS_ARN = props.redirects.keyValueStoreArn;

    const fn = siteFunction(scope, route.name, {
      description: `${route.method} ${route.path}`,
      entry: handlerEntry(route.handler),
      memorySize: memoryFor(route),
      timeout: timeoutFor(route),
      environment,
    });

    applyGrants(
      fn,
      grants,
      {
        table: props.table,
        images: props.images,
        exports: props.images,
        signingKey: props.signingKey,
        mailQueue: props.mailQueue,
        webhookQueue: props.webhookQueue,
        redirects: props.redirects,
        mail: { from: props.settings.mailFrom, to: props.settings.mailTo },
      },
      readsSigningKey(route),
    );
    return fn;
  }
}

/** One JSON line per request (API Gateway's $context variables). */
export const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  userAgent: '$context.identity.userAgent',
};
