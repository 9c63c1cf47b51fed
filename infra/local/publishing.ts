/**
 * The local stack's publisher: the same worker handler as the cloud's,
 * subscribed in-process to the stand-ins' table stream, which delivers each
 * write's records in order after the write was answered (so the admin's
 * request never waits for or fails with a publish). A failed publish is logged
 * and retried with backoff, as the stream's retries do in the cloud.
 * With `cdn`, the publisher invalidates through the CloudFront stand-in
 * (./cloudfront), so its limits and the publisher's waiting for room run
 * locally as they do in the cloud.
 */
import { resetClients } from '../../functions/core/aws/endpoints';
import { changeOf, handler } from '../../functions/workers/publish-pages';
import { startCloudFront } from './cloudfront';
import type { TableStream } from './dynamodb-stream';
import { runAs } from './iam/caller';

export interface Publishing {
  /** Resolves once the publisher can run (the CloudFront stand-in listens). */
  ready: Promise<void>;
  /** Resolves once every write so far has been published (or given up on). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export const retryDelaysMs = [250, 500, 1000, 2000, 4000];

/** The local distribution: invalidations complete after LOCAL_INVALIDATION_MS (1 s unless set; CloudFront takes seconds to minutes). */
export async function localCloudFront() {
  const cdn = await startCloudFront({ completeAfterMs: Number(process.env.LOCAL_INVALIDATION_MS ?? 1000) });
  Object.assign(process.env, { CLOUDFRONT_ENDPOINT: cdn.url, DISTRIBUTION_ID: 'ELOCALSITE' });
  resetClients();
  return {
    ...cdn,
    async close() {
      delete process.env.CLOUDFRONT_ENDPOINT;
      delete process.env.DISTRIBUTION_ID;
      await cdn.close();
    },
  };
}

export function publishOnWrite(
  stream: TableStream,
  publish = handler,
  delays = retryDelaysMs,
  cdn?: () => Promise<{ close(): Promise<void> }>,
): Publishing {
  const started = cdn?.();
  const ready = started ? started.then(() => undefined) : Promise.resolve();
  const unsubscribe = stream.subscribe(async (event) => {
    await ready;
    // Only content writes change pages (the cloud's stream filter does the same).
    if (event.Records.some((record) => changeOf(record).length > 0))
      await withRetries(() => runAs('publishPages', () => publish(event)), delays);
  });
  return {
    ready,
    settled: () => stream.idle(),
    async stop() {
      await stream.idle();
      unsubscribe();
      await (await started)?.close();
    },
  };
}

async function withRetries(work: () => Promise<unknown>, delays: number[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return;
    } catch {
      // The worker has logged the failure itself.
      const delay = delays[attempt];
      if (delay === undefined) {
        console.error(`publish-pages: gave up after ${attempt + 1} attempts; run \`npm run publish -- --local\` once the cause is fixed`);
        return;
      }
      console.warn(`publish-pages: attempt ${attempt + 1} failed, retrying in ${delay} ms`);
      await new Promise((resume) => setTimeout(resume, delay));
    }
  }
}
