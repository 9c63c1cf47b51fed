/**
 * Vite plugin of the server build: `virtual:client-build` exports the client
 * build's HTML template and asset manifest, read once at build time, so the
 * renderer knows the hashed entry, its CSS and each route's chunk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const id = 'virtual:client-build';
const resolvedId = `\0${id}`;

export function clientBuildPlugin(webDir: string): Plugin {
  return {
    name: 'client-build',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadId) {
      if (loadId !== resolvedId) return undefined;
      const template = readFileSync(join(webDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as unknown;
      return `export const template = ${JSON.stringify(template)};\nexport const manifest = ${JSON.stringify(manifest)};\n`;
    },
  };
}
