import { randomBytes } from 'node:crypto';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiMacro } from './scripts/lingui-macro';

/** One id per build: written to builds/latest.json and compiled into the app, so the app can tell it is outdated. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, time: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    linguiMacro(),
    lingui(),
    buildManifest(),
  ],
  worker: { format: 'es', plugins: () => [linguiMacro(), lingui()] },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first render: every extra file costs a request and gzip overhead.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // Only what every page needs at start; libraries of lazy pages (phone masks, zod) stay with them.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare|@lingui|comlink|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'shell',
              test: /src[\\/](ui|lib|stores|i18n|features[\\/](layout|notifications))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
