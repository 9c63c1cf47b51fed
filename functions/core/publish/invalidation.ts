/**
 * One CloudFront invalidation per publish run, within the distribution's
 * limits. Before creating it, the invalidations still in progress are counted
 * (ListInvalidations, then GetInvalidation for their paths); the run's paths
 * are fitted into the room left (./invalidation-plan), and when there is none,
 * or CloudFront answers TooManyInvalidationsInProgress or throttles anyway (a
 * concurrent publisher, an operator), it waits with exponential backoff and
 * full jitter and tries again. Pages are never rewritten for this: the caller
 * has written them already.
 */
import {
  CreateInvalidationCommand,
  GetInvalidationCommand,
  ListInvalidationsCommand,
  type CloudFrontClient,
} from '@aws-sdk/client-cloudfront';
import { cloudFront } from '../aws/cloudfront';
import { fitPaths, publisherBudget, usage, type Room } from './invalidation-plan';

export interface Backoff {
  baseMs: number;
  capMs: number;
  /** Gives up once waiting longer would pass this (the publisher's Lambda runs at most 5 minutes). */
  maxWaitMs: number;
}

export interface InvalidationOptions {
  backoff?: Backoff;
}

const defaultBackoff: Backoff = { baseMs: 1000, capMs: 20_000, maxWaitMs: 180_000 };

/** Errors after which the same request may succeed later. */
const retryableNames = new Set(['TooManyInvalidationsInProgress', 'Throttling', 'ThrottlingException', 'TooManyRequestsException']);

export function isRetryable(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return retryableNames.has(name ?? '') || ($metadata?.httpStatusCode ?? 0) >= 500;
}

/** A page store's `invalidate` for this distribution (functions/core/aws/cloudfront picks the endpoint). */
export function cdnInvalidator(distributionId: string, options?: InvalidationOptions) {
  return async (paths: string[]): Promise<void> => {
    if (paths.length > 0) await invalidateWithinLimits(cloudFront(), distributionId, paths, options);
  };
}

/** Creates the invalidation; throws once CloudFront had no room for it for `maxWaitMs`. */
async function invalidateWithinLimits(
  client: CloudFrontClient,
  distributionId: string,
  paths: readonly string[],
  { backoff = defaultBackoff }: InvalidationOptions = {},
): Promise<void> {
  const started = Date.now();
  let reference = { key: '', value: '' };
  let lastProblem: unknown = new Error('no room for wildcard paths');
  for (let attempt = 0; ; attempt++) {
    try {
      const used = await inProgress(client, distributionId);
      const planned = fitPaths(paths, { wildcards: publisherBudget.wildcards - used.wildcards, paths: publisherBudget.paths - used.paths });
      if (planned) {
        // The same request keeps its reference, so a retry after a lost answer is not a second invalidation.
        const key = planned.join('\n');
        if (reference.key !== key) reference = { key, value: `publish-${crypto.randomUUID()}` };
        await client.send(
          new CreateInvalidationCommand({
            DistributionId: distributionId,
            InvalidationBatch: { CallerReference: reference.value, Paths: { Quantity: planned.length, Items: planned } },
          }),
        );
        return;
      }
      lastProblem = new Error(`${used.wildcards} wildcard and ${used.paths} other paths already in progress`);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      lastProblem = error;
    }
    const delay = Math.random() * Math.min(backoff.capMs, backoff.baseMs * 2 ** attempt);
    if (Date.now() - started + delay > backoff.maxWaitMs)
      throw new Error(`CloudFront took no invalidation within ${backoff.maxWaitMs} ms (${attempt + 1} attempts)`, { cause: lastProblem });
    await new Promise((resume) => setTimeout(resume, delay));
  }
}

/** The paths of the distribution's invalidations still in progress (newest first, so paging stops at the first completed one). */
async function inProgress(client: CloudFrontClient, distributionId: string): Promise<Room> {
  const total: Room = { wildcards: 0, paths: 0 };
  let marker: string | undefined;
  for (;;) {
    const { InvalidationList: list } = await client.send(new ListInvalidationsCommand({ DistributionId: distributionId, Marker: marker }));
    const items = list?.Items ?? [];
    const running = items.filter((item) => item.Status === 'InProgress');
    for (const { Id } of running) {
      const { Invalidation } = await client.send(new GetInvalidationCommand({ DistributionId: distributionId, Id }));
      if (Invalidation?.Status !== 'InProgress') continue; // completed since the list was read
      const counted = usage(Invalidation?.InvalidationBatch?.Paths?.Items ?? []);
      total.wildcards += counted.wildcards;
      total.paths += counted.paths;
    }
    if (!list?.IsTruncated || !list.NextMarker || running.length < items.length) return total;
    marker = list.NextMarker;
  }
}
