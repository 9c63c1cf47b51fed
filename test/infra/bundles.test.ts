/**
 * The one test that bundles: every function, with the stack's own esbuild
 * options (infra/stack/bundling.ts). A function stays under the 250 KB budget
 * unless it needs an SDK client that cannot fit it when the SDK is bundled
 * (measured in README, "Deploying"): S3 (its client alone is about 100 KB,
 * presigned POST another 74 KB), SES, or Secrets Manager with jose (admin
 * routes and login). Those get a ceiling just above today's size, so any
 * growth still fails here. Nothing but Node built-ins (and, when the SDK is
 * left to the runtime, the SDK) stays outside a bundle, and a bundled SDK
 * carries only the environment credential provider.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '../../functions/contract/routes';
import { deployedChoice, esbuildOptions, requireBanner } from '../../infra/stack/bundling';

const KB = 1024;
const budgetBytes = 250 * KB;

/** The most a function may weigh: the budget, or for the known exceptions a ceiling above their measured size. */
function ceiling(route: RouteDef): number {
  if (!deployedChoice.bundleSdk) return budgetBytes;
  if (route.grants.images) return 470 * KB; // S3 client (+ presigned POST for uploads), Secrets Manager, jose: 433 to 453 KB
  if (route.grants.mail) return 340 * KB; // SES client next to DynamoDB: 327 KB
  if (route.access === 'admin' || route.grants.signingKey) return 300 * KB; // Secrets Manager client and jose: 260 to 288 KB
  return budgetBytes;
}

const outDir = mkdtempSync(join(tmpdir(), 'bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('function bundles', () => {
  const handlers = [...new Map(routeList.map((route) => [route.handler, route])).values()];

  it('builds every handler within its size ceiling, as ESM with nothing but the runtime outside', async () => {
    const results = await Promise.all(
      handlers.map(async (route) => {
        const outfile = join(outDir, `${route.handler}.mjs`);
        const result = await build({ ...esbuildOptions(route.handler, outfile), metafile: true });
        return { route, outfile, result };
      }),
    );
    for (const { route, outfile, result } of results) {
      const { handler } = route;
      expect(result.errors, handler).toEqual([]);
      expect(statSync(outfile).size, handler).toBeLessThan(ceiling(route));
      const code = readFileSync(outfile, 'utf8');
      expect(code.startsWith(requireBanner), handler).toBe(true);
      const external = Object.values(result.metafile!.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path);
      for (const path of external) {
        const allowed = isBuiltin(path) || (!deployedChoice.bundleSdk && path.startsWith('@aws-sdk/'));
        expect(allowed, `${handler} imports ${path}`).toBe(true);
      }
      const inputs = Object.keys(result.metafile!.inputs);
      expect(inputs.filter((input) => /credential-provider-(node|ini|sso|process|web-identity)\//.test(input)), handler).toEqual([]);
    }
  });

  it('keeps public functions free of the token check, rich-text sanitizing and the S3 client', async () => {
    const publicReads = handlers.filter((route) => route.access === 'public' && route.method === 'GET');
    expect(publicReads.length).toBeGreaterThan(0);
    for (const route of publicReads) {
      const result = await build({ ...esbuildOptions(route.handler, join(outDir, `read-${route.handler}.mjs`), { bundleSdk: true }), metafile: true });
      const inputs = Object.keys(result.metafile!.inputs).join('\n');
      for (const unwanted of ['node_modules/jose/', 'node_modules/xss/', 'client-s3/', 'client-secrets-manager/', 'node_modules/busboy/']) {
        expect(inputs.includes(unwanted), `${route.handler} bundles ${unwanted}`).toBe(false);
      }
      expect(statSync(join(outDir, `read-${route.handler}.mjs`)).size, route.handler).toBeLessThan(budgetBytes);
    }
  });
});
