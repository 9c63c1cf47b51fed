/**
 * One Lambda function and one HTTP API route per entry of the route table.
 * Adding a route to functions/contract/routes.ts adds both here, with its
 * grants: each function gets exactly what its `grants` name and no more.
 */
import { Arn, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routeList, type RouteDef, type RouteName } from '../../functions/contract/routes';
import { deployedChoice, handlerEntry, nodeTarget, projectRoot, requireBanner, sdkAlias, sdkExternal } from './bundling';
import type { SiteSettings } from './settings';

type Route = RouteDef & { readonly name: RouteName };

export interface ApiProps {
  readonly routes?: ReadonlyArray<Route>;
  readonly table: ITable;
  readonly images: IBucket;
  readonly signingKey: ISecret;
  readonly settings: SiteSettings;
}

export interface RouteFunction {
  readonly route: Route;
  readonly fn: NodejsFunction;
}

export const logRetention = RetentionDays.ONE_MONTH;

/** scrypt at N=2^17, r=8 needs 128 MiB and CPU: Lambda's CPU share grows with memory. */
export function memoryFor(route: RouteDef): number {
  if (route.grants.signingKey && route.access === 'public') return 1024;
  if (route.grants.images === 'write') return 512;
  return 256;
}

export function timeoutFor(route: RouteDef): Duration {
  // Image moves copy up to the upload limit inside S3; login hashes slowly on purpose.
  return route.grants.images === 'write' || route.grants.signingKey ? Duration.seconds(15) : Duration.seconds(10);
}

/** Admin routes verify tokens; the login route signs them. Nothing else reads the key. */
export const readsSigningKey = (route: RouteDef): boolean => route.access === 'admin' || route.grants.signingKey === true;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: RouteFunction[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings } = props;
    const routes = props.routes ?? routeList;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Site API: one Lambda function per route of functions/contract/routes.ts',
      createDefaultStage: false,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
    });

    const sendMail = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: sesIdentityArns(Stack.of(this), [settings.mailFrom, settings.mailTo]),
      conditions: { StringEquals: { 'ses:FromAddress': settings.mailFrom } },
    });

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    this.functions = routes.map((route) => {
      const fn = this.routeFunction(route, props);
      const routeKey = HttpRouteKey.with(route.path, HttpMethod[route.method]);
      const httpRoute = new HttpRoute(this, `${route.name}Route`, {
        httpApi: this.httpApi,
        routeKey,
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
      });
      if (route.grants.mail) fn.addToRolePolicy(sendMail);
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

  private routeFunction(route: Route, props: ApiProps): NodejsFunction {
    const { grants } = route;
    const environment: Record<string, string> = {};
    if (grants.table) environment.TABLE_NAME = props.table.tableName;
    if (grants.images) environment.MEDIA_BUCKET = props.images.bucketName;
    if (grants.mail) {
      environment.MAIL_FROM = props.settings.mailFrom;
      environment.MAIL_TO = props.settings.mailTo;
    }
    if (readsSigningKey(route)) environment.JWT_SECRET_ARN = props.signingKey.secretArn;

    const logGroup = new LogGroup(this, `${route.name}Logs`, { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const fn = new NodejsFunction(this, `${route.name}Function`, {
      description: `${route.method} ${route.path}`,
      entry: handlerEntry(route.handler),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: `${projectRoot}/package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: memoryFor(route),
      timeout: timeoutFor(route),
      environment,
      logGroup,
      bundling: {
        format: OutputFormat.ESM,
        target: nodeTarget,
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: false,
        banner: requireBanner,
        bundleAwsSDK: deployedChoice.bundleSdk,
        externalModules: deployedChoice.bundleSdk ? [] : sdkExternal,
        esbuildArgs: {
          '--legal-comments': 'none',
          '--alias': deployedChoice.bundleSdk ? Object.entries(sdkAlias).map(([from, to]) => `${from}=${to}`) : [],
        },
        logLevel: LogLevel.WARNING,
      },
    });

    if (grants.table === 'read') props.table.grantReadData(fn);
    if (grants.table === 'write') props.table.grantReadWriteData(fn);
    if (grants.images === 'read') props.images.grantRead(fn);
    if (grants.images === 'write') {
      props.images.grantReadWrite(fn);
      props.images.grantDelete(fn);
    }
    if (readsSigningKey(route)) props.signingKey.grantRead(fn);
    return fn;
  }
}

/**
 * SES checks ses:SendEmail against the identity that sends (the address or its
 * domain) and, in the sandbox, the recipient's identity too.
 */
export function sesIdentityArns(stack: Stack, addresses: string[]): string[] {
  const identities = new Set<string>();
  for (const address of addresses) {
    identities.add(address.toLowerCase());
    identities.add(address.slice(address.indexOf('@') + 1).toLowerCase());
  }
  return [...identities].map((identity) =>
    Arn.format({ service: 'ses', resource: 'identity', resourceName: identity }, stack),
  );
}
