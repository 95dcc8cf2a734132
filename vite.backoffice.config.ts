import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiMacro } from './scripts/lingui-macro';

const OUT_DIR = 'dist/backoffice';

/** The page is built from backoffice.html; the server answers every /backoffice/ address with its index.html. */
function pageAsIndex(): Plugin {
  return {
    name: 'backoffice-index',
    apply: 'build',
    async writeBundle() {
      await rename(join(OUT_DIR, 'backoffice.html'), join(OUT_DIR, 'index.html'));
    },
  };
}

/**
 * The operators' back office (issue 19): a build of its own at /backoffice/, with its own worker and catalogue, so
 * none of its code reaches a player's bundles or the service worker's precache (src/backoffice/README.md).
 */
export default defineConfig({
  base: '/backoffice/',
  // The player's public files (icons, manifest) are already at the site's root.
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/backoffice/routes',
      generatedRouteTree: 'src/backoffice/routeTree.gen.ts',
    }),
    react(),
    linguiMacro(),
    lingui(),
    pageAsIndex(),
  ],
  worker: { format: 'es', plugins: () => [linguiMacro(), lingui()] },
  build: {
    target: 'es2022',
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { input: 'backoffice.html' },
  },
  server: { port: 5174, strictPort: true },
});
