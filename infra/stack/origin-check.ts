/**
 * Refuses every API request that did not come through CloudFront, before
 * any route's function runs. CloudFront adds a secret header to API requests
 * (./viewer-address.ts); the API's default execute-api endpoint is public and
 * WAF sits only in front of CloudFront, so without this a direct caller would
 * skip WAF's per-client limits and reach every function.
 *
 * It is an HTTP API Lambda authorizer on every route whose identity source is
 * that header, which keeps it cheap: a request without the header is answered
 * 401 by API Gateway itself, no function invoked; CloudFront's one value is
 * checked once and then cached. (HTTP APIs take no resource policy and no WAF.)
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  HttpAuthorizer,
  HttpAuthorizerType,
  type HttpApi,
  type HttpRouteAuthorizerConfig,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { originVerifyHeader } from '../../functions/core/http/viewer-address';
import { logRetention, ownLogsRole } from './lambda';

/** Plain CommonJS, no dependency: compares the header with the secret in constant time. */
export const originCheckCode = `const { timingSafeEqual } = require('node:crypto');
const expected = Buffer.from(process.env.ORIGIN_VERIFY || '');
exports.handler = async (event) => {
  const given = Buffer.from((event.headers && event.headers['${originVerifyHeader}']) || '');
  return { isAuthorized: expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected) };
};
`;

export interface OriginCheckProps {
  readonly httpApi: HttpApi;
  /** The secret's value, resolved at deploy time (./viewer-address.ts). */
  readonly originSecretValue: string;
}

export class OriginCheck extends Construct implements IHttpRouteAuthorizer {
  readonly fn: LambdaFunction;
  readonly authorizer: HttpAuthorizer;

  constructor(scope: Construct, id: string, props: OriginCheckProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.fn = new LambdaFunction(this, 'Function', {
      description: `Lets an API request through only with CloudFront's ${originVerifyHeader}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(originCheckCode),
      memorySize: 128,
      timeout: Duration.seconds(3),
      environment: { ORIGIN_VERIFY: props.originSecretValue },
      logGroup,
      role: ownLogsRole(this, 'Role', logGroup),
    });
    this.authorizer = new HttpAuthorizer(this, 'Authorizer', {
      httpApi: props.httpApi,
      type: HttpAuthorizerType.LAMBDA,
      authorizerName: 'origin-check',
      identitySource: [`$request.header.${originVerifyHeader}`],
      authorizerUri: `arn:${Stack.of(this).partition}:apigateway:${Stack.of(this).region}:lambda:path/2015-03-31/functions/${this.fn.functionArn}/invocations`,
      enableSimpleResponses: true,
      resultsCacheTtl: Duration.minutes(5),
    });
    this.fn.addPermission('ApiGatewayInvokes', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this).formatArn({
        service: 'execute-api',
        resource: props.httpApi.apiId,
        resourceName: `authorizers/${this.authorizer.authorizerId}`,
      }),
    });
  }

  /** Every route takes this authorizer (API Gateway's own answer to a request without the header). */
  bind(): HttpRouteAuthorizerConfig {
    return { authorizationType: 'CUSTOM', authorizerId: this.authorizer.authorizerId };
  }
}
