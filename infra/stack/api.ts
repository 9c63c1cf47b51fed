/**
 * One Lambda function and one HTTP API route per entry of the route table.
 * Adding a route to functions/contract/routes.ts adds both here, with its
 * grants: each function gets exactly what its `grants` name and no more.
 */
import { Duration, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
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
  /** The secret CloudFront sends to the API (./viewer-address.ts), for routes that read the viewer's address. */
  readonly originVerify: string;
  /** The mail worker's queue, for routes granted mailQueue. */
  readonly mailQueue: IQueue;
  readonly settings: SiteSettings;
}

export interface RouteFunction {
  readonly route: Route;
  readonly fn: NodejsFunction;
}

/** scrypt at N=2^17, r=8 needs 128 MiB and CPU: Lambda's CPU share grows with memory. */
export function memoryFor(route: RouteDef): number {
  if (route.passwordHash) return 1024;
  if (route.grants.images === 'write') return 512;
  return 256;
}

export function timeoutFor(route: RouteDef): Duration {
  // Image moves copy up to the upload limit inside S3; login hashes slowly on purpose.
  return route.grants.images === 'write' || route.passwordHash ? Duration.seconds(15) : Duration.seconds(10);
}

/** Admin routes verify tokens; the login route signs them. Nothing else reads the key. */
export const readsSigningKey = (route: RouteDef): boolean => route.access === 'admin' || route.grants.signingKey === true;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: RouteFunction[];
  /** The nested stack of each route group. */
  readonly groups = new Map<RouteGroup, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings } = props;
    const routes = props.routes ?? routeList;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Site API: one Lambda function per route of functions/contract/routes.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    this.functions = routes.map((route) => {
      const group = this.groupStack(routeGroup(route));
      const fn = this.routeFunction(group, route, props);
      const routeKey = HttpRouteKey.with(route.path, HttpMethod[route.method]);
      const httpRoute = new HttpRoute(group, `${route.name}Route`, {
        httpApi: this.httpApi,
        routeKey,
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
      });
      if (route.throttle === 'strict') {
        routeSettings[routeKey.key] = { ThrottlingRateLimit: settings.strictRateLimit, ThrottlingBurstLimit: settings.strictBurstLimit };
        // Route settings name the route by key; it must exist before the stage refers to it.
        this.stage.node.addDependency(httpRoute);
      }
      return { route, fn };
    });
    if (Object.keys(routeSettings).length > 0) {
      (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);
    }
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
    if (grants.table || grants.session || grants.audit) environment.TABLE_NAME = props.table.tableName;
    if (grants.mailQueue) environment.MAIL_QUEUE_URL = props.mailQueue.queueUrl;
    if (grants.images) environment.MEDIA_BUCKET = props.images.bucketName;
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
        signingKey: props.signingKey,
        mailQueue: props.mailQueue,
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
