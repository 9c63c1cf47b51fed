/**
 * In-process stand-ins for DynamoDB (dynalite), S3 (s3rver) and SES
 * (aws-ses-v2-local): no AWS account, no Docker. Each listens on a free
 * loopback port; with a data directory, table and objects survive restarts.
 * DynamoDB and S3 are reached through fronts that make them as strict as the
 * cloud: DynamoDB's size limits, stream and TTL; S3's POST policy and private
 * access. None of them can be ended by one broken request: s3rver's store is
 * wrapped (./s3-store), dynalite reads a copy of each body, and every server's
 * own errors are logged.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { finished, PassThrough } from 'node:stream';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import sesLocal from 'aws-ses-v2-local';
import { table } from '../../functions/core/db/keys';
import { startDynamoProxy } from './dynamodb-proxy';
import type { TableStream } from './dynamodb-stream';
import { startTtlSweeper } from './dynamodb-ttl';
import { logServerErrors } from './http-relay';
import { startS3Front } from './s3-front';
import { guardStore, removeStaleStaging } from './s3-store';

export interface StandIns {
  endpoints: { dynamodb: string; s3: string; ses: string };
  /** The stand-ins themselves, behind their fronts, and the folder s3rver keeps objects in (for tests that break them on purpose). */
  backends: { dynalite: string; s3rver: string; s3Directory: string };
  /** The table's stream (NEW_AND_OLD_IMAGES), as a DynamoDB Streams trigger would see it. */
  tableStream: TableStream;
  /** Deletes the items whose TTL has passed now (it also runs every `ttlSweepMs`); answers how many. */
  sweepExpired(): Promise<number>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Where data persists; in memory (and a temporary folder for S3) when absent. */
  dataDir?: string;
  bucket: string;
  /** Origins allowed to upload straight to the bucket (the site's). */
  uploadOrigins: string[];
  /** How often expired items are removed; every 30 s by default (AWS takes up to days). */
  ttlSweepMs?: number;
}

const host = '127.0.0.1';
const url = (server: Server) => `http://${host}:${(server.address() as AddressInfo).port}`;
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startStandIns({ dataDir, bucket, uploadOrigins, ttlSweepMs = 30_000 }: StandInOptions): Promise<StandIns> {
  if (dataDir) mkdirSync(join(dataDir, 's3'), { recursive: true });

  const dynamo = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(dataDir ? { path: join(dataDir, 'dynamodb') } : {}),
  });
  readsWholeBodies(dynamo);
  await new Promise<void>((resolve) => dynamo.listen(0, host, () => resolve()));
  logServerErrors('DynamoDB stand-in', dynamo);
  const dynamoProxy = await startDynamoProxy(url(dynamo), 'us-east-1');
  const ttl = startTtlSweeper(dynamoProxy, table.ttlAttribute, ttlSweepMs);

  const s3Directory = dataDir ? join(dataDir, 's3') : join(process.env.TMPDIR ?? '/tmp', `s3rver-${process.pid}-${Date.now()}`);
  const s3 = new S3rver({
    address: host,
    port: 0,
    silent: true,
    directory: s3Directory,
    resetOnClose: !dataDir,
    configureBuckets: [{ name: bucket, configs: uploadOrigins.length > 0 ? [corsRules(uploadOrigins)] : [] }],
  });
  guardStore(s3.store);
  await removeStaleStaging(s3Directory);
  logFailures(s3);
  const s3rverUrl = `http://${host}:${((await s3.run()) as AddressInfo).port}`;
  logServerErrors('S3 stand-in', s3.httpServer);
  const s3Front = await startS3Front({ upstream: s3rverUrl, uploadOrigins });

  const startSes = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;
  const ses = (await startSes({ host, port: 0 })) as unknown as Server;
  logServerErrors('SES stand-in', ses);

  return {
    endpoints: { dynamodb: dynamoProxy.url, s3: s3Front.url, ses: url(ses) },
    backends: { dynalite: url(dynamo), s3rver: s3rverUrl, s3Directory },
    tableStream: dynamoProxy.stream,
    sweepExpired: ttl.sweep,
    async close() {
      ttl.stop();
      await Promise.all([dynamoProxy.close(), s3Front.close()]);
      dynamoProxy.internals.client.destroy();
      await Promise.all([closeServer(dynamo), s3.close(), closeServer(ses)]);
    },
  };
}

/**
 * s3rver answers a failed request itself (an S3 InternalError) and its own log
 * is silenced: each failed request is logged here in one line. A client gone
 * mid-body (the front's relay aborted) is left to the front, which logs it.
 */
function logFailures(s3: S3rver): void {
  const logged = new WeakSet<object>();
  const clientGone = new Set(['ECONNRESET', 'HPE_INVALID_EOF_STATE']);
  s3.on('error', (error, context) => {
    const { expose, code } = error as Error & { expose?: boolean; code?: string };
    if (expose || clientGone.has(code ?? '') || logged.has(context)) return;
    logged.add(context);
    console.error(`S3 stand-in: ${context.method} ${context.path}: ${error.message}`);
  });
}

/**
 * dynalite throws from its request's 'error' listener, so a client gone
 * mid-body would end the whole process. It reads a copy of the body instead,
 * which simply never ends when the request breaks; the broken request's
 * socket is closed here.
 */
function readsWholeBodies(server: Server): void {
  const handlers = server.listeners('request') as Array<(request: unknown, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const copy = Object.assign(new PassThrough(), { headers: request.headers, method: request.method, url: request.url });
    request.pipe(copy);
    finished(request, (error) => error && response.destroy());
    for (const handle of handlers) handle(copy, response);
  });
}

/** The same upload rule the cloud bucket has: POST from the site's origin only. */
function corsRules(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}
