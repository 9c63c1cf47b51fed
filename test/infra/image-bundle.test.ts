/**
 * The functions that process uploads ship sharp for Lambda's architecture
 * (arm64), whatever machine bundles them: this runs CDK's own local bundling
 * (esbuild, then `npm ci` of the function's node modules) for one of them and
 * reads what would be uploaded.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Architecture, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { handlerEntry } from '../../infra/stack/bundling';
import { imageFunctionMemory, siteFunction } from '../../infra/stack/lambda';

const root = mkdtempSync(join(tmpdir(), 'image-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** ELF header's machine field: 0xB7 is AArch64, 0x3E x86-64. */
const elfMachine = (file: string) => readFileSync(file).readUInt16LE(18);

/** Synthesizes one site function on its own and answers the folder CDK would zip as its code. */
function bundle(handler: string) {
  const outdir = join(root, handler);
  const app = new App({ outdir });
  const stack = new Stack(app, 'ImageBundle');
  const fn = siteFunction(stack, 'Fn', {
    entry: handlerEntry(handler),
    description: handler,
    memorySize: 512,
    timeout: Duration.seconds(15),
    environment: {},
  });
  app.synth();
  const asset = readdirSync(outdir).find((name) => name.startsWith('asset.') && existsSync(join(outdir, name, 'index.mjs')));
  if (!asset) throw new Error('no code asset');
  return { fn, dir: join(outdir, asset) };
}

describe('image processing bundle', () => {
  it('ships sharp with its linux-arm64 binary beside a bundle that imports it, and the bundle loads', async () => {
    const { fn, dir } = bundle('create-news');
    expect(fn.architecture).toBe(Architecture.ARM_64);
    const cfn = fn.node.defaultChild as CfnFunction;
    expect(cfn.memorySize).toBe(imageFunctionMemory);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/import\(["']sharp["']\)/);
    // sharp resolves from the bundle's folder, at the locked version, with the arm64 build of it and of libvips.
    const require = createRequire(join(dir, 'index.mjs'));
    const sharpDir = join(dir, 'node_modules', 'sharp');
    expect(require.resolve('sharp').startsWith(sharpDir)).toBe(true);
    expect(JSON.parse(readFileSync(join(sharpDir, 'package.json'), 'utf8')).version).toBe('0.35.5');
    const binaryDir = join(dir, 'node_modules', '@img', 'sharp-linux-arm64', 'lib');
    const binary = readdirSync(binaryDir).find((name) => name.endsWith('.node'));
    expect(binary).toBeDefined();
    expect(elfMachine(join(binaryDir, binary ?? ''))).toBe(0xb7);
    expect(existsSync(join(dir, 'node_modules', '@img', 'sharp-libvips-linux-arm64'))).toBe(true);
    // No binary for the build host rides along (it would only add weight).
    expect(existsSync(join(dir, 'node_modules', '@img', 'sharp-linux-x64'))).toBe(false);
    // The bundle itself loads (sharp is imported on first use, so this holds on any host).
    const module = await import(pathToFileURL(join(dir, 'index.mjs')).href);
    expect(typeof module.handler).toBe('function');
  }, 180_000);

  it('ships no node modules for a function that only deletes images', () => {
    const { fn, dir } = bundle('delete-news');
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).not.toMatch(/["']sharp["']/);
    expect((fn.node.defaultChild as CfnFunction).memorySize).toBe(512);
  }, 120_000);
});
