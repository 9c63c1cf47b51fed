/**
 * The page publisher builds the site search's index with Pagefind's binary:
 * its bundle ships pagefind with the linux-arm64 binary (Lambda's
 * architecture), whatever machine bundles it. This runs CDK's own local
 * bundling (esbuild, then `npm ci` of the function's node modules) and reads
 * what would be uploaded.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../infra/stack/bundling';
import { siteFunction } from '../../infra/stack/lambda';

const root = mkdtempSync(join(tmpdir(), 'search-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** ELF header's machine field: 0xB7 is AArch64. */
const elfMachine = (file: string) => readFileSync(file).readUInt16LE(18);

describe('page publisher bundle', () => {
  it('ships pagefind with its linux-arm64 binary beside the bundle, and the bundle loads', async () => {
    const app = new App({ outdir: root });
    const stack = new Stack(app, 'SearchBundle');
    // The renderer the real publisher copies in is left out: this is about pagefind.
    const fn = siteFunction(stack, 'Fn', {
      entry: workerEntry('publish-pages'),
      description: 'publish-pages',
      memorySize: 1024,
      timeout: Duration.minutes(5),
      environment: {},
    });
    app.synth();
    const asset = readdirSync(root).find((name) => name.startsWith('asset.') && existsSync(join(root, name, 'index.mjs')));
    if (!asset) throw new Error('no code asset');
    const dir = join(root, asset);
    expect(fn.architecture).toBe(Architecture.ARM_64);
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).toMatch(/from\s*["']pagefind["']/);
    const pagefindDir = join(dir, 'node_modules', 'pagefind');
    const pagefindPackage = JSON.parse(readFileSync(join(pagefindDir, 'package.json'), 'utf8'));
    expect(pagefindPackage.version).toBe('1.6.0');
    // pagefind finds its binary the way it does on Lambda: @pagefind/<platform>-<arch>/bin/pagefind_extended beside it.
    const binary = join(dir, 'node_modules', '@pagefind', 'linux-arm64', 'bin', 'pagefind_extended');
    // pagefind is ESM only (an "import" export, nothing for require): its entry is beside the bundle,
    // and the bundle's static import of it below resolves there, with no node_modules above the temp folder.
    expect(existsSync(join(pagefindDir, pagefindPackage.exports['.'].import))).toBe(true);
    expect(elfMachine(binary)).toBe(0xb7);
    expect(existsSync(join(dir, 'node_modules', '@pagefind', 'linux-x64'))).toBe(false);
    const module = await import(pathToFileURL(join(dir, 'index.mjs')).href);
    expect(typeof module.handler).toBe('function');
  }, 180_000);
});
