/**
 * The one definition of how a handler becomes a Lambda bundle. The stack
 * (NodejsFunction), the bundle-size test and the measurement script all build
 * from these values, so what is measured is what is deployed.
 *
 * The AWS SDK v3 is bundled (with only the environment credential provider):
 * loading the runtime's own SDK costs 240-450 ms CPU per cold start, over the
 * 250 ms budget in every function, while bundled functions answer in 80-170 ms
 * CPU. The price is size: read routes are 216-225 KB, but functions needing
 * S3, SES or the Secrets Manager client stay over 250 KB (see the figures in
 * docs/performance.md, produced by infra/measure/functions.ts).
 */
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { routeList } from '../../functions/contract/routes';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const handlersDir = join(projectRoot, 'functions', 'handlers');

export const handlerEntry = (handler: string): string => join(handlersDir, `${handler}.ts`);

/** Background functions (functions/contract/workers.ts). */
export const workersDir = join(projectRoot, 'functions', 'workers');

export const workerEntry = (handler: string): string => join(workersDir, `${handler}.ts`);

/** esbuild's target for the Lambda runtime the stack uses (nodejs22.x). */
export const nodeTarget = 'node22';

/**
 * ESM bundles that contain CommonJS code (xss, and the SDK when bundled)
 * need a real `require` for Node built-ins, or they fail with
 * `Dynamic require of "node:..." is not supported`.
 */
export const requireBanner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * When the SDK is bundled, its default Node credential chain is replaced by the
 * environment provider alone: Lambda always provides the role's credentials in
 * environment variables (see credentials-from-env.ts). Ignored when the SDK stays
 * external (the runtime's own SDK then resolves its own chain).
 */
export const sdkAlias: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(projectRoot, 'infra', 'stack', 'credentials-from-env.ts'),
};

/**
 * sharp is a native module (libvips): it can never be inlined, so every bundle
 * leaves it outside. Tree-shaking keeps the import only in the functions that
 * process uploads (they load it on first use), and only those ship it.
 * pagefind likewise runs its own binary (@pagefind/linux-*), found beside its
 * package: only the page publisher imports it, and only it ships it.
 */
export const nativeExternal = ['sharp', 'pagefind'];

/** The one function that builds the site search's index (functions/core/publish/search-index.ts). */
export const indexesSearch = (entry: string): boolean => basename(entry) === 'publish-pages.ts';

/** The functions that attach uploads and so process images: the content creates and updates. */
export const imageProcessingHandlers: readonly string[] = [
  ...new Set(routeList.filter((route) => route.grants.images === 'write' && /^(create|update)-/.test(route.handler)).map((r) => r.handler)),
];

export const processesImages = (entry: string): boolean => imageProcessingHandlers.includes(basename(entry).replace(/\.ts$/, ''));

/**
 * How the bundling installs sharp (or pagefind) for a function of this architecture: CDK's
 * local bundling runs `npm ci` on the build host, which picks the HOST's
 * prebuilt binary; npm's os/cpu/libc settings make it pick Lambda's instead
 * (glibc Linux, arm64 or x64).
 */
export function sharpInstallEnvironment(cpu: 'arm64' | 'x64'): Record<string, string> {
  return { npm_config_os: 'linux', npm_config_cpu: cpu, npm_config_libc: 'glibc' };
}

/** Modules left to the runtime. */
export const sdkExternal = ['@aws-sdk/*', '@smithy/*'];

export interface BundleChoice {
  /** true puts the SDK into every bundle; false leaves it to the Lambda runtime. */
  bundleSdk: boolean;
}

export const deployedChoice: BundleChoice = { bundleSdk: true };

/**
 * What every bundle is, entry and output aside, as esbuild's API takes it: the
 * stack's NodejsFunction bundling is derived from this (infra/stack/lambda.ts),
 * and the size test and the measurement build with it.
 */
export function bundleOptions(choice: BundleChoice = deployedChoice) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: nodeTarget,
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: false,
    banner: { js: requireBanner },
    external: choice.bundleSdk ? nativeExternal : [...nativeExternal, ...sdkExternal],
    alias: choice.bundleSdk ? sdkAlias : {},
    legalComments: 'none',
  } satisfies BuildOptions;
}

/** One function's build (measurement and tests). */
export function esbuildOptions(
  handler: string,
  outfile: string,
  choice: BundleChoice = deployedChoice,
  entry = handlerEntry(handler),
): BuildOptions {
  return { entryPoints: [entry], outfile, ...bundleOptions(choice), logLevel: 'silent' };
}
