/**
 * The one test that bundles: every function, with the stack's own esbuild
 * options (infra/stack/bundling.ts), must stay under the 250 KB budget and
 * leave only the runtime's SDK outside the bundle.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { esbuildOptions, requireBanner } from '../../infra/stack/bundling';

const budgetBytes = 250 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('function bundles', () => {
  const handlers = [...new Set(routeList.map((route) => route.handler))];

  it('builds every handler under 250 KB minified, as ESM with only the AWS SDK external', async () => {
    const results = await Promise.all(
      handlers.map(async (handler) => {
        const outfile = join(outDir, `${handler}.mjs`);
        const result = await build({ ...esbuildOptions(handler, outfile), metafile: true });
        return { handler, outfile, result };
      }),
    );
    for (const { handler, outfile, result } of results) {
      expect(result.errors, handler).toEqual([]);
      expect(statSync(outfile).size, handler).toBeLessThan(budgetBytes);
      const code = readFileSync(outfile, 'utf8');
      expect(code.startsWith(requireBanner), handler).toBe(true);
      const external = Object.values(result.metafile!.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path);
      for (const path of external) expect(isBuiltin(path) || path.startsWith('@aws-sdk/'), `${handler} imports ${path}`).toBe(true);
    }
  });
});
