/**
 * What the per-service client modules share. Each service has its own module so
 * a function bundles and loads only the clients it uses (cold start).
 */
import type { Pluggable } from '@smithy/types';
import { config } from '../config';

/** The local stand-ins accept any key but s3rver's own, so that one serves all three. */
export const localKeyPair = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const localCredentials = (endpoint: string | undefined) => (endpoint ? { credentials: localKeyPair } : {});

/**
 * Every client gives up on a service that accepts a connection and never
 * answers: 3 s to connect, 5 s for an answer (an error, not just a warning),
 * at most 3 attempts. Without these a hung endpoint holds a request until the
 * Lambda itself times out.
 * The region is the SDK's own resolution (AWS_REGION, the profile) unless set.
 */
export const clientTimeouts = { connectionTimeout: 3000, requestTimeout: 5000, throwOnRequestTimeout: true } as const;
export const clientMaxAttempts = 3;

export function clientSettings(endpoint: string | undefined, maxAttempts = clientMaxAttempts) {
  const region = config.region;
  return {
    ...(region ? { region } : {}),
    endpoint,
    maxAttempts,
    requestHandler: { ...clientTimeouts },
    ...localCredentials(endpoint),
  };
}

const resets = new Set<() => void>();

/** Client modules register how to forget their client. */
export function onReset(reset: () => void): void {
  resets.add(reset);
}

/** Tests and the local stack change endpoints between runs. */
export function resetClients(): void {
  for (const reset of resets) reset();
}

/**
 * Middleware every client gets, applied by its factory: empty in Lambda; the
 * local stack adds its IAM check here (infra/local/iam), so no local code
 * enters a function's bundle.
 */
// biome-ignore lint/suspicious/noExplicitAny: a plugin serves every client, whatever its input and output types
type ClientPlugin = Pluggable<any, any>;
export const clientPlugins: ClientPlugin[] = [];

export function withPlugins<C extends { middlewareStack: { use(plugin: ClientPlugin): void } }>(client: C): C {
  for (const plugin of clientPlugins) client.middlewareStack.use(plugin);
  return client;
}
