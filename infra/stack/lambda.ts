/**
 * A Node.js Lambda function built the one way every function of the site is
 * built (infra/stack/bundling.ts): arm64, Node 22, an ESM bundle with the SDK
 * inside (sharp beside it where images are processed), its own log group kept
 * for a month.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundleOptions, deployedChoice, indexesSearch, processesImages, projectRoot, sharpInstallEnvironment } from './bundling';

export const logRetention = RetentionDays.ONE_MONTH;

export interface SiteFunctionProps {
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Record<string, string>;
  /** Extra files for the bundle (the publisher's page renderer). */
  readonly commandHooks?: ICommandHooks;
}

/**
 * A function that processes images ships sharp in node_modules (arm64 build).
 * sharp encodes on every core it has: such a function gets a full vCPU
 * (1,769 MB) and API Gateway's whole 29 s, for galleries of several images.
 */
function imageBundling(entry: string): Partial<BundlingOptions> {
  if (!processesImages(entry)) return {};
  return { nodeModules: ['sharp'], environment: sharpInstallEnvironment('arm64') };
}

export const imageFunctionMemory = 1769;

/** The page publisher ships pagefind with its arm64 binary (the same npm settings as sharp's), to build the search index. */
function searchBundling(entry: string): Partial<BundlingOptions> {
  if (!indexesSearch(entry)) return {};
  return { nodeModules: ['pagefind'], environment: sharpInstallEnvironment('arm64') };
}

/**
 * A function's role that may write its own log group and nothing else yet
 * (its grants add the rest). AWSLambdaBasicExecutionRole, CDK's default,
 * would let it write to every log group of the account.
 */
export function ownLogsRole(scope: Construct, id: string, logGroup: ILogGroup): Role {
  return new Role(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    inlinePolicies: {
      OwnLogs: new PolicyDocument({
        statements: [new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] })],
      }),
    },
  });
}

export function siteFunction(scope: Construct, id: string, props: SiteFunctionProps): NodejsFunction {
  const images = processesImages(props.entry);
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
  return new NodejsFunction(scope, `${id}Function`, {
    role: ownLogsRole(scope, `${id}Role`, logGroup),
    description: props.description,
    entry: props.entry,
    handler: 'handler',
    projectRoot,
    depsLockFilePath: `${projectRoot}/package-lock.json`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: images ? Math.max(props.memorySize, imageFunctionMemory) : props.memorySize,
    timeout: images ? Duration.seconds(29) : props.timeout,
    environment: props.environment,
    logGroup,
    bundling: {
      ...deployedBundling(),
      ...imageBundling(props.entry),
      ...searchBundling(props.entry),
      ...(props.commandHooks ? { commandHooks: props.commandHooks } : {}),
    },
  });
}

/** bundleOptions in NodejsFunction's terms (it always bundles, for the node platform). */
export function deployedBundling(): BundlingOptions {
  const options = bundleOptions(deployedChoice);
  return {
    format: { esm: OutputFormat.ESM, cjs: OutputFormat.CJS }[options.format],
    target: options.target,
    mainFields: options.mainFields,
    minify: options.minify,
    sourceMap: options.sourcemap,
    banner: options.banner.js,
    bundleAwsSDK: deployedChoice.bundleSdk,
    externalModules: options.external,
    esbuildArgs: {
      '--legal-comments': options.legalComments,
      '--alias': Object.entries(options.alias).map(([from, to]) => `${from}=${to}`),
    },
    logLevel: LogLevel.WARNING,
  };
}
