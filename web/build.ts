/**
 * Builds the site in two passes from the same sources: the client bundle
 * (hashed assets, index.html, manifest) and then the server renderer, a
 * self-contained ESM module that already holds the client's HTML template and
 * manifest, so it renders pages under plain Node with no node_modules.
 */
import { build } from 'vite';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientBuildPlugin } from './src/server/client-build-plugin';

export const ssrDirFor = (webDir: string) => `${webDir}-ssr`;

const configFile = resolve(import.meta.dirname, '..', 'vite.config.ts');

export async function buildWeb(options: { outDir?: string } = {}): Promise<{ webDir: string; ssrDir: string }> {
  const webDir = resolve(options.outDir ?? process.env.WEB_DIST ?? 'dist/web');
  const ssrDir = ssrDirFor(webDir);
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir: webDir,
      emptyOutDir: true,
      manifest: true,
      // The boot script is its own entry: the renderer puts it in every page instead of the app's entry (server/defer-entry.ts).
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'index.html'), boot: resolve(import.meta.dirname, 'src/boot/boot.ts') },
      },
    },
  });
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [clientBuildPlugin(webDir)],
    // Everything bundled: the publisher Lambda has no node_modules.
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: resolve(import.meta.dirname, 'src/server/render-page.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      target: 'node20',
      // Smaller to ship in the publisher function and quicker to load on a cold start.
      minify: true,
      rollupOptions: { output: { format: 'es', entryFileNames: 'render-page.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  return { webDir, ssrDir };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { webDir, ssrDir } = await buildWeb();
  console.log(`Built ${webDir} and ${ssrDir}`);
}
