import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { logoFiles, logosVersion } from './web/build-plugins/logo-files.ts';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), logoFiles()],
  // Where the logo files are (web/src/components/logo-url.ts).
  define: { __LOGOS_VERSION__: JSON.stringify(logosVersion) },
  resolve: { alias: { '@contract': fileURLToPath(new URL('./functions/contract', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // The public entry must never pull in admin code or the editor: both are lazy chunks.
    modulePreload: { polyfill: false },
  },
});
