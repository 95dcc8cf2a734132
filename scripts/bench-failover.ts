/**
 * npm run bench:failover — in Chromium, a signed-in player's API host is black-holed (requests hang, nothing is
 * refused: a TCP proxy in front of the server accepts connections and swallows every byte) and the player bets.
 * Prints the seconds from the first call swallowed by the black hole to the first successful answer from a mirror's
 * API (target ≤ 5 s). The site and its API are reached through the proxy (http://localhost:PROXY); the mirrors
 * m1/m2.localhost point straight at the server. Uses the existing build in dist/ (built when missing).
 *
 *   npm run bench:failover -- [--runs 5]
 */

import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { AUTH_API } from '../contract/api/auth';
import { MIRRORS_API } from '../contract/api/mirrors';
import { WALLET_API } from '../contract/api/wallet';
import { startBlackHoleProxy } from '../tests/e2e/black-hole-proxy';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';
import { reportFigure } from './bench/figure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Math.max(1, Number(values.runs));
const OPERATOR_TOKEN = 'bench-failover-operator-token';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A call to the server's API from Node (which does not resolve *.localhost): 127.0.0.1 with the Host header. */
function api<T>(port: number, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: `api.localhost:${port}`, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          (response.statusCode ?? 500) < 400 ? resolve(JSON.parse(text) as T) : reject(new Error(`${path}: ${text}`)),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 450; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/builds/latest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start');
}

async function signedInPlayer(port: number): Promise<string> {
  const { token } = await api<{ token: string }>(port, 'POST', AUTH_API.registerEmail.path, {
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'bench failover 1',
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const userId = Number(
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub,
  );
  await api(
    port,
    'POST',
    WALLET_API.operatorAdjust.path,
    { user_id: userId, account: 'cash', amount: '1000', reason: 'bench' },
    { authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': randomUUID() },
  );
  return token;
}

if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
const serverPort = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-failover-'));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const results: number[] = [];
const proxy = await startBlackHoleProxy(serverPort);
const site = `http://localhost:${proxy.port}`;
const server = await startServer(serverPort, {
  DATA_DIR: dataDir,
  OPERATOR_TOKEN,
  MIRRORS: `m1.localhost:${serverPort},m2.localhost:${serverPort}`,
  SITE_ORIGINS: site,
});
try {
  const token = await signedInPlayer(serverPort);
  for (let run = 1; run <= RUNS; run++) {
    proxy.restore();
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'bearerToken', value: token, url: site },
      { name: 'i18n_redirected', value: 'en', url: site },
    ]);
    const page = await context.newPage();
    await page.goto(`${site}/en/games/dice`);
    await page.getByTestId('balance').waitFor();
    await page.getByLabel('Bet, RUB').fill('1');
    let firstMirrorAnswer: number | null = null;
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (/^api\.m\d\.localhost$/.test(url.hostname) && url.pathname !== MIRRORS_API.pixel.path && response.ok()) {
        firstMirrorAnswer ??= Date.now();
      }
    });
    const bets = page.getByTestId('recent-bet');
    const before = await bets.count();
    proxy.blackHole();
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await bets.nth(before).waitFor({ timeout: 20_000 });
    const shown = Date.now();
    const swallowed = proxy.firstSwallowedAt();
    if (swallowed === null) throw new Error('No call reached the black hole');
    const seconds = ((firstMirrorAnswer ?? shown) - swallowed) / 1000;
    results.push(seconds);
    console.log(
      `run ${run}: ${seconds.toFixed(2)} s from the first swallowed call to the first mirror answer` +
        (firstMirrorAnswer ? '' : ' (seen in the page)') +
        `; the bet on screen after ${((shown - swallowed) / 1000).toFixed(2)} s`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await proxy.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
}
const sorted = [...results].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
reportFigure({
  name: 'failover: black-holed host to first mirror answer (median)',
  value: Number(median.toFixed(2)),
  unit: 's',
  target: '≤ 5',
  met: median <= 5,
});
console.log(
  `failover: median ${median.toFixed(2)} s, worst ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} s over ${results.length} runs (target ≤ 5 s)`,
);
