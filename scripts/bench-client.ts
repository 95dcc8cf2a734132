/**
 * npm run bench:client — gzip sizes of what the client downloads (issue budget: everything needed
 * to render / at most 120 KB gzip; Dexie and FingerprintJS outside the page's bundles), and everything / downloads
 * in its first 5 seconds (issue 12: the HTML, the idle-loaded parts, the worker, the API answers), by kind.
 * Builds if needed, serves dist/ with the real server, loads / in Chromium and records every
 * script and stylesheet the page fetched.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';
import { reportFigure } from './bench/figure';

const PORT = 8193;
const FIRST_SECONDS_MS = 5000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;

if (!existsSync('dist/index.html')) {
  await new Promise<void>((resolve, reject) =>
    spawn('npm', ['run', 'build'], { stdio: 'inherit' }).on('exit', (c) => (c === 0 ? resolve() : reject())),
  );
}

const html = await readFile('dist/index.html', 'utf8');
// The boot script's entry and preloads (scripts/vite-boot-script.ts): data-entry="/assets/…" data-preload="/assets/… …".
const bootAttributes = [...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].map((m) => m[1] ?? '').join(' ');
const entryFiles = bootAttributes
  .split(' ')
  .filter((path) => /^\/assets\/.+\.js$/.test(path))
  .map((path) => path.slice(1));
if (entryFiles.length === 0) throw new Error('dist/index.html names no entry script');
let entryGzip = 0;
for (const file of entryFiles) entryGzip += await gz(join('dist', file));

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/builds/latest.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage();
  const pageFiles = new Set<string>();
  /** Fetched after the first paint of the heading: the router prefetching links in view, idle work. */
  const laterFiles = new Set<string>();
  let rendered = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\.(js|css)$/.test(path) && !path.includes('api.worker') && !path.endsWith('/sw.js')) {
      (rendered ? laterFiles : pageFiles).add(path);
    }
  });
  /** Everything downloaded in the first 5 s, by kind, as gzip -9 of its body (what a compressing host would send). */
  const firstSeconds = new Map<string, { files: number; bytes: number }>();
  const started = Date.now();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (Date.now() - started > FIRST_SECONDS_MS) return;
    const url = new URL(response.url());
    const kind = url.hostname.startsWith('api.')
      ? 'API answers'
      : url.pathname.includes('api.worker')
        ? 'dedicated worker'
        : url.pathname === '/sw.js'
          ? 'service worker'
          : /\.(js)$/.test(url.pathname)
            ? 'page scripts'
            : response.request().resourceType() === 'document'
              ? 'HTML (inlined CSS)'
              : 'icons, manifest, other';
    pending.push(
      response.body().then(
        (body) => {
          const row = firstSeconds.get(kind) ?? { files: 0, bytes: 0 };
          firstSeconds.set(kind, { files: row.files + 1, bytes: row.bytes + gzipSync(body, { level: 9 }).length });
        },
        () => {},
      ),
    );
  });
  await page.goto(`http://localhost:${PORT}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.trim());
  rendered = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(Math.max(0, FIRST_SECONDS_MS - (Date.now() - started)));
  await Promise.all(pending);
  await browser.close();

  // FingerprintJS loads only when a call needs it (issue 12: never on a plain visit); should it load, it is counted apart.
  const isDeferred = (source: string) => /fingerprintjs|FingerprintJS/.test(source);
  let renderGzip = 0;
  let deferredGzip = 0;
  const rows: [string, number][] = [];
  const pageSources: string[] = [];
  for (const path of pageFiles) {
    const size = await gz(join('dist', path));
    const source = await readFile(join('dist', path), 'utf8');
    if (!entryFiles.includes(path.slice(1)) && isDeferred(source)) {
      deferredGzip += size;
      continue;
    }
    pageSources.push(source);
    renderGzip += size;
    rows.push([path, size]);
  }
  let laterGzip = 0;
  for (const path of laterFiles) {
    if (pageFiles.has(path)) continue;
    const size = await gz(join('dist', path));
    if (isDeferred(await readFile(join('dist', path), 'utf8'))) deferredGzip += size;
    else laterGzip += size;
  }
  const assets = await readdir('dist/assets');
  const workerFiles = assets.filter((f) => f.startsWith('api.worker') && f.endsWith('.js'));
  let workerGzip = 0;
  for (const file of workerFiles) workerGzip += await gz(join('dist/assets', file));
  const swGzip = await gz('dist/sw.js');

  const leaks = [
    ['Dexie', /Dexie|dexie/],
    ['FingerprintJS', /fingerprintjs|FingerprintJS/],
  ].filter(([, pattern]) => pageSources.some((source) => (pattern as RegExp).test(source)));

  console.log('client bundle sizes (gzip -9)');
  console.log(`  JS referenced by index.html      ${kb(entryGzip)}  (${entryFiles.length} files)`);
  console.log(`  everything to render /           ${kb(renderGzip)}  (${rows.length} JS/CSS files)  budget 120 KB`);
  console.log(`  loaded at idle after render      ${kb(deferredGzip)}  (FingerprintJS)`);
  console.log(
    `  prefetched after render          ${kb(laterGzip)}  (${laterFiles.size} files: links in view, idle work)`,
  );
  console.log(`  dedicated worker                 ${kb(workerGzip)}`);
  console.log(`  sw.js                            ${kb(swGzip)}`);
  console.log(`  Dexie/FingerprintJS in the page: ${leaks.length ? leaks.map(([name]) => name).join(', ') : 'none'}`);
  const firstTotal = [...firstSeconds.values()].reduce((sum, row) => sum + row.bytes, 0);
  console.log(`  everything / downloads in 5 s    ${kb(firstTotal)}  budget 120 KB`);
  for (const [kind, row] of [...firstSeconds].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`    ${kb(row.bytes).padStart(9)}  ${kind} (${row.files})`);
  console.log('  largest files for /:');
  for (const [path, size] of rows.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_ROWS ?? 6)))
    console.log(`    ${kb(size).padStart(9)}  ${path}`);
  reportFigure({
    name: 'client: gzip to render /',
    value: Number((renderGzip / 1024).toFixed(1)),
    unit: 'KB',
    target: '≤ 120',
    met: renderGzip <= 120 * 1024,
  });
  reportFigure({
    name: 'client: gzip downloaded by / in 5 s',
    value: Number((firstTotal / 1024).toFixed(1)),
    unit: 'KB',
    target: '≤ 120',
    met: firstTotal <= 120 * 1024,
  });
} finally {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
}
