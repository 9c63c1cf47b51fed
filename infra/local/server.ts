/**
 * The whole product on one machine: stand-ins for DynamoDB, S3 and SES, the
 * API through the local gateway, uploaded images under /media/*, the published
 * site for every other path (republished on every content write by the same
 * worker as the cloud's), every answer compressed as CloudFront does, and
 * (local only) the sent mail under /__local/mail and POST /__local/publish
 * (republish everything, what `npm run publish -- --local` asks a running stack)
 * and POST /__local/migrate-images (what `npm run migrate:images -- --local` asks).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { resetClients } from '../../functions/core/aws/endpoints';
import { forgetSigningKey } from '../../functions/core/auth/signing-key';
import { migrateImages } from '../../functions/core/content/image-migration';
import { handler as publishPages } from '../../functions/workers/publish-pages';
import { compressResponse } from './compression';
import { runAs } from './iam/caller';
import { enforceGrants } from './iam/enforce';
import { handleApi } from './gateway';
import { startLocalMail, type LocalMail } from './mail-queue';
import { startLocalQueues } from './sqs-queues';
import type { LocalQueue } from './sqs-queues';
import { startLocalWebhooks } from './webhook-queue';
import { serveMedia } from './media';
import { localCloudFront, publishOnWrite, type Publishing } from './publishing';
import { answerFailure } from './request-failure';
import { logServerErrors } from './http-relay';
import { scheduleTickMs, startScheduler, type LocalScheduler } from './scheduler';
import { serveWeb } from './static-site';
import { startKeyValueStore } from './key-value-store';
import { pageRoutingCode, type RoutingHandler, routingHandler } from '../stack/page-routing';
import { listRedirects } from '../../functions/core/redirects/store';
import { ensureTable } from './resources';
import { startStandIns, type StandIns } from './stand-ins';
import { securityHeaders } from '../security-headers';

export interface LocalServerOptions {
  port: number;
  /** Persistent data folder; in memory when absent (tests). */
  dataDir?: string;
  /** Built site to serve (and publish pages into); no static files when absent (API-only tests). */
  webDir?: string;
  /**
   * Publish into webDir with the server renderer in this folder (render-page.js):
   * everything at start, then the affected pages after every content write.
   */
  rendererDir?: string;
  /** Origin of canonical URLs and the sitemap; http://localhost:<port> by default. */
  siteOrigin?: string;
  /** Runs once the stand-ins and the table exist, e.g. to seed. */
  prepare?: () => Promise<void>;
  /** Start with the mail service hung (accepts, never answers); default: LOCAL_MAIL_DOWN=1. */
  mailDown?: boolean;
  /** How often scheduled items are put live (./scheduler); default: LOCAL_SCHEDULE_TICK_MS, else 5000. */
  scheduleTickMs?: number;
}

export interface LocalServer {
  url: string;
  standIns: StandIns;
  /** The mail queue and the mail service's outage switch (./mail-queue). */
  mail: LocalMail;
  /** The webhook queue (./webhook-queue): its dead letters, for tests. */
  webhooks: LocalQueue;
  /** Present when the server publishes (webDir and rendererDir given). */
  publishing?: Publishing;
  /** The timer that puts scheduled items live; `run()` runs it at once. */
  scheduler: LocalScheduler;
  close(): Promise<void>;
}

export const localSettings = {
  tableName: 'site-local',
  bucket: 'site-media-local',
  mailFrom: 'website@example.com',
  mailTo: 'enquiries@example.com',
  /** Processed images kept by content across starts and test stacks (functions/core/images/cache.ts); IMAGE_CACHE_DIR overrides. */
  get imageCacheDir() {
    return process.env.IMAGE_CACHE_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/image-variants', import.meta.url));
  },
};

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const siteOrigins = [`http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`];
  const standIns = await startStandIns({ dataDir: options.dataDir, bucket: localSettings.bucket, uploadOrigins: siteOrigins });
  const queues = await startLocalQueues();
  const mail = await startLocalMail({
    sesEndpoint: standIns.endpoints.ses,
    mailDown: options.mailDown ?? process.env.LOCAL_MAIL_DOWN === '1',
    queues,
  });
  const webhooks = startLocalWebhooks(queues);
  const redirects = await startKeyValueStore();
  const routing = routingHandler(pageRoutingCode, redirects.get);
  Object.assign(process.env, {
    KVS_ENDPOINT: redirects.url.replace('127.0.0.1', 'localhost'),
    REDIRECTS_KVS_ARN: redirects.arn,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: localSettings.tableName,
    MEDIA_BUCKET: localSettings.bucket,
    MAIL_FROM: process.env.MAIL_FROM ?? localSettings.mailFrom,
    MAIL_TO: process.env.MAIL_TO ?? localSettings.mailTo,
    JWT_SECRET: process.env.JWT_SECRET ?? jwtSecret(options.dataDir),
    DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
    S3_ENDPOINT: standIns.endpoints.s3,
    IMAGE_CACHE_DIR: localSettings.imageCacheDir,
    ...mail.env,
    WEBHOOK_QUEUE_URL: webhooks.url,
  });
  // Every call a function makes is checked against its role, as on AWS.
  enforceGrants();
  resetClients();
  forgetSigningKey();
  await ensureTable(standIns.endpoints.dynamodb, localSettings.tableName);
  // The edge store lives in memory: it starts from the table's redirects, as the cloud's store holds them.
  redirects.load((await listRedirects()).map((redirect) => [redirect.from, redirect.to]));
  await options.prepare?.();

  let publishing: SitePublishing | undefined;
  const headers = securityHeaders({ uploadOrigin: standIns.endpoints.s3 });
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compressResponse(request, response);
    route(request, response, options.webDir, standIns, publishing, routing).catch((error: unknown) =>
      answerFailure(request, response, error),
    );
  });
  // Node closes an idle kept-alive connection after 5 s; a client sending on it at that moment gets a
  // reset instead of an answer. Keep idle connections longer than clients do, as CloudFront does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, () => done());
  });
  logServerErrors('Local server', server);
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  // Links in mails (invitations, resets, newsletter) point at this site, as the cloud's at the distribution.
  process.env.SITE_ORIGIN = options.siteOrigin ?? url;
  if (options.webDir && options.rendererDir)
    publishing = startPublishing(options.webDir, options.rendererDir, options.siteOrigin ?? url, standIns);
  await publishing?.ready;
  const scheduler = startScheduler(options.scheduleTickMs ?? scheduleTickMs());
  return {
    url,
    standIns,
    mail,
    webhooks,
    publishing,
    scheduler,
    async close() {
      await scheduler.stop();
      await publishing?.stop();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await mail.close();
      await webhooks.close();
      await queues.close();
      await redirects.close();
      await standIns.close();
    },
  };
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  webDir: string | undefined,
  standIns: StandIns,
  publishing: SitePublishing | undefined,
  routing: RoutingHandler,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/')) return handleApi(request, response);
  if (path.startsWith('/media/')) return serveMedia(path, localSettings.bucket, response);
  if (path === '/__local/mail') return serveMail(standIns, response);
  if (path === '/__local/publish' && request.method === 'POST' && publishing) return republish(response);
  if (path === '/__local/migrate-images' && request.method === 'POST') return localAction(response, migrateImages);
  if (webDir) {
    // Pages wait for the first publish (the API answers at once: it is what tells a test runner the server is up).
    await publishing?.ready;
    return serveWeb(rawPathOf(request), webDir, response, routing);
  }
  response.statusCode = 404;
  response.end();
}

/** The request's path as sent, still percent-encoded (as CloudFront hands it to the page-routing function). */
const rawPathOf = (request: IncomingMessage) => (request.url ?? '/').split(/[?#]/)[0] || '/';

interface SitePublishing extends Publishing {
  /** Settles once every page has been published the first time. */
  ready: Promise<void>;
}

/** Publishes every page into the served folder, and the affected ones after each content write. */
function startPublishing(webDir: string, rendererDir: string, siteOrigin: string, standIns: StandIns): SitePublishing {
  Object.assign(process.env, { PAGES_DIR: webDir, RENDERER_DIR: rendererDir, SITE_ORIGIN: siteOrigin });
  const onWrite = publishOnWrite(standIns.tableStream, publishPages, undefined, localCloudFront);
  // A page that fails to render is logged by the worker; the site still starts with every other page.
  const ready = onWrite.ready
    .then(() => runAs('publishPages', () => publishPages({ action: 'publish-all' })))
    .then(
      () => undefined,
      () => console.error('Some pages could not be published (see above); the site starts without them.'),
    );
  return { ...onWrite, ready };
}

/** Republishes everything (the worker's publish-all); answers what was written, or 500 with the failure. */
/** A local-only command's answer: its report as JSON, or 500 with the error. */
async function localAction(response: ServerResponse, work: () => Promise<object>): Promise<void> {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  try {
    response.end(JSON.stringify(await work()));
  } catch (error) {
    response.statusCode = 500;
    response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  }
}

const republish = (response: ServerResponse) =>
  localAction(response, async () => {
    const report = await runAs('publishPages', () => publishPages({ action: 'publish-all' }));
    return { written: report.written.length, removed: report.removed.length };
  });

async function serveMail(standIns: StandIns, response: ServerResponse): Promise<void> {
  const store = (await (await fetch(`${standIns.endpoints.ses}/store`)).json()) as { emails: unknown[] };
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify({ emails: store.emails }));
}

/** A per-installation signing secret, kept with the data so sessions survive restarts. */
function jwtSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
