/**
 * What the per-service client modules share. Each service has its own module so
 * a function bundles and loads only the clients it uses (cold start).
 */

/** The local stand-ins accept any key but s3rver's own, so that one serves all three. */
export const localCredentials = (endpoint: string | undefined) =>
  endpoint ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {};

const resets = new Set<() => void>();

/** Client modules register how to forget their client. */
export function onReset(reset: () => void): void {
  resets.add(reset);
}

/** Tests and the local stack change endpoints between runs. */
export function resetClients(): void {
  for (const reset of resets) reset();
}
