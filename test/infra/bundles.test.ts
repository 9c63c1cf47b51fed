/**
 * The one test that bundles: every function, with the stack's own esbuild
 * options (infra/stack/bundling.ts). A function stays under the 250 KB budget
 * unless it needs an SDK client that cannot fit it when the SDK is bundled
 * (measured in docs/performance.md, "Functions"): S3 (its client alone is about 100 KB,
 * presigned POST another 74 KB), SES, or Secrets Manager with jose (admin
 * routes and login), and the two workers (publisher: CloudFront and S3;
 * mail: SES). Those get a ceiling just above today's size, so any
 * growth still fails here. Nothing but Node built-ins (and, when the SDK is
 * left to the runtime, the SDK) stays outside a bundle, and a bundled SDK
 * carries only the environment credential provider. sharp, a native module,
 * stays outside the bundles of the functions that process uploads (shipped in
 * their node_modules: image-bundle.test.ts) and out of every other one.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { routeList, type Grants } from '../../functions/contract/routes';
import { workerList } from '../../functions/contract/workers';
import {
  deployedChoice,
  esbuildOptions,
  handlerEntry,
  imageProcessingHandlers,
  indexesSearch,
  requireBanner,
  workerEntry,
} from '../../infra/stack/bundling';

const KB = 1024;
const budgetBytes = 250 * KB;

/** A function to bundle: a route's handler or a background worker. */
interface Bundled {
  readonly handler: string;
  readonly entry: string;
  readonly grants: Grants;
  readonly admin: boolean;
}

/** The most a function may weigh: the budget, or for the known exceptions a ceiling above their measured size. */
function ceiling({ grants, admin }: Bundled): number {
  if (!deployedChoice.bundleSdk) return budgetBytes;
  if (grants.pages) return 650 * KB; // publisher: CloudFront (138 KB) and S3 (100 KB) clients, the read handlers, careers' closing dates: 621 KB
  // The upload route: S3 with presigned POST, jose, Secrets Manager and the DynamoDB client its session check reads the account with: 520 KB.
  if (grants.images === 'upload') return 540 * KB;
  // CV routes carry the S3 client like the image routes: presigned POST (upload), the request presigner (read), copies and deletes.
  if (grants.cvs === 'upload') return 540 * KB;
  if (grants.cvs) return 490 * KB;
  if (grants.exports) return 490 * KB; // CSV exports: S3 client and request presigner beside DynamoDB, jose, Secrets Manager, the content schemas: 452 to 483 KB
  // Routes that change redirects carry the CloudFront KeyValueStore client and its pure-JavaScript SigV4A signer (about 58 KB):
  // news and press updates and deletes 526 to 554 KB; the Owners' manual redirects 363 to 365 KB.
  if (grants.redirects && grants.images) return 580 * KB;
  if (grants.redirects) return 390 * KB;
  // S3 client (+ presigned POST for uploads), Secrets Manager, jose; publish states, revisions, careers' closing dates, every kind's schema: 448 to 512 KB
  if (grants.images) return 520 * KB;
  if (grants.transactionalMail) return 380 * KB; // invitations, resets, newsletter confirmations: SES beside DynamoDB, jose and Secrets Manager where they sign: 323 to 369 KB
  if (grants.mail) return 340 * KB; // mail worker: SES client next to DynamoDB: 318 KB
  // Admin routes that also queue (a lead's update mails its assignee and announces its status; a webhook's test): the SQS client beside jose and Secrets Manager: 313 to 321 KB.
  if (admin && (grants.mailQueue || grants.webhookQueue)) return 340 * KB;
  // restore-revision and the page documents' updates: rich-text sanitizing (xss) beside jose and Secrets Manager, every content schema
  // (for snapshots; the success stories' with its rules across fields), the route table: 344 KB.
  if (admin && writesText(grants)) return 350 * KB;
  if (grants.spamGuard) return 350 * KB; // contact and hiring forms: SQS, country names, Secrets Manager for the form token's key, the route table: 314 to 341 KB
  // Secrets Manager client and jose; the admin content reads carry every content schema through the collections: 286 to 309 KB.
  if (admin || grants.signingKey) return 320 * KB;
  if (grants.mailQueue || grants.webhookQueue) return 300 * KB; // enquiry routes: SQS client, country names, the webhook event, counting the lead's source, the mail texts of every queued kind: 262 to 296 KB; webhook worker: SQS beside DynamoDB: 247 KB
  return budgetBytes;
}

/** A route that updates content text without touching images (a restore). */
const writesText = (grants: Grants) => typeof grants.table === 'object' && grants.table.actions.includes('UpdateItem');

const outDir = mkdtempSync(join(tmpdir(), 'bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('function bundles', () => {
  const handlers: Bundled[] = [
    ...new Map(
      routeList.map((route) => [
        route.handler,
        { handler: route.handler, entry: handlerEntry(route.handler), grants: route.grants, admin: route.access === 'admin' },
      ]),
    ).values(),
    ...workerList.map((worker) => ({ handler: worker.handler, entry: workerEntry(worker.handler), grants: worker.grants, admin: false })),
  ];

  it('builds every handler within its size ceiling, as ESM with nothing but the runtime outside', async () => {
    const results = await Promise.all(
      handlers.map(async (fn) => {
        const outfile = join(outDir, `${fn.handler}.mjs`);
        const result = await build({ ...esbuildOptions(fn.handler, outfile, deployedChoice, fn.entry), metafile: true });
        return { fn, outfile, result };
      }),
    );
    expect(results.map(({ fn }) => fn.handler)).toEqual(expect.arrayContaining(['publish-pages', 'deliver-mail']));
    for (const { fn, outfile, result } of results) {
      const { handler } = fn;
      expect(result.errors, handler).toEqual([]);
      expect(statSync(outfile).size, handler).toBeLessThan(ceiling(fn));
      const code = readFileSync(outfile, 'utf8');
      expect(code.startsWith(requireBanner), handler).toBe(true);
      const external = Object.values(result.metafile!.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path);
      const processes = imageProcessingHandlers.includes(handler);
      const indexes = indexesSearch(fn.entry);
      for (const path of external) {
        const allowed =
          isBuiltin(path) ||
          (!deployedChoice.bundleSdk && path.startsWith('@aws-sdk/')) ||
          (processes && path === 'sharp') ||
          (indexes && path === 'pagefind');
        expect(allowed, `${handler} imports ${path}`).toBe(true);
      }
      // sharp (native, shipped beside the bundle) only where uploads are processed, and there for sure.
      expect(external.includes('sharp'), `${handler} imports sharp`).toBe(processes);
      // pagefind (its binary shipped beside the bundle) only in the publisher, which builds the search index.
      expect(external.includes('pagefind'), `${handler} imports pagefind`).toBe(indexes);
      const inputs = Object.keys(result.metafile!.inputs);
      expect(
        inputs.filter((input) => /credential-provider-(node|ini|sso|process|web-identity)\//.test(input)),
        handler,
      ).toEqual([]);
    }
    // Sixty esbuild runs: on a loaded two-core machine they have taken over two minutes.
  }, 300_000);

  it('keeps public functions free of the token check, rich-text sanitizing and the S3 client', async () => {
    const publicReads = [
      ...new Map(
        routeList.filter((route) => route.access === 'public' && route.method === 'GET').map((route) => [route.handler, route]),
      ).values(),
    ];
    expect(publicReads.length).toBeGreaterThan(0);
    for (const route of publicReads) {
      const result = await build({
        ...esbuildOptions(route.handler, join(outDir, `read-${route.handler}.mjs`), { bundleSdk: true }),
        metafile: true,
      });
      const inputs = Object.keys(result.metafile!.inputs).join('\n');
      for (const unwanted of ['node_modules/jose/', 'node_modules/xss/', 'client-s3/', 'client-secrets-manager/', 'node_modules/busboy/']) {
        expect(inputs.includes(unwanted), `${route.handler} bundles ${unwanted}`).toBe(false);
      }
      expect(statSync(join(outDir, `read-${route.handler}.mjs`)).size, route.handler).toBeLessThan(budgetBytes);
    }
  }, 120_000);
});
