import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { GAMES_API, PLAY_API } from '../../../contract/api/games';
import { WALLET_API } from '../../../contract/api/wallet';
import { openDb } from '../../../server/db/open';
import { checkLedger } from '../../../server/wallet/reconcile';
import { CHROMIUM_LAUNCH } from '../../../tests/e2e/chromium';
import { registerThroughModal } from '../../../tests/e2e/helpers';
import { ApiProcess } from '../api-process';
import { call } from '../http';
import { type PhaseOptions, type PhaseResult, serverEnv, sleep } from '../phase';
import type { Random } from '../random';
import { OPERATOR_TOKEN } from '../workload';

/** What a player must never be told about a call whose result the server may have applied. */
const MISLEADING = /No connection to the server|another tab or window|Check your internet and try again/i;
const DROPPED = [
  PLAY_API.dice.bet.path,
  PLAY_API.miner.start.path,
  PLAY_API.miner.step.path,
  PLAY_API.miner.cashout.path,
];

/** Drops the answer of a share of the game writes AFTER the server applied them, as a mobile network does. */
async function dropAnswers(context: BrowserContext, random: Random, share: number): Promise<{ dropped: () => number }> {
  let dropped = 0;
  await context.route(/\/api\/v2\/games\//, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST' || !DROPPED.includes(path as (typeof DROPPED)[number]) || !random.chance(share)) {
      await route.continue();
      return;
    }
    await route.fetch().catch(() => undefined);
    dropped++;
    await route.abort('connectionreset');
  });
  return { dropped: () => dropped };
}

/** Waits until the page is idle again after an action, noting any misleading message seen meanwhile. */
async function settle(page: Page, idle: () => Promise<boolean>, seen: string[]): Promise<void> {
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is what the player reads (not hidden text).
    const text = await page.locator('body').innerText();
    const misleading = MISLEADING.exec(text);
    if (misleading) seen.push(misleading[0]);
    if (await idle()) return;
    await sleep(150);
  }
}

function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => document.cookie.match(/bearerToken=([^;]+)/)?.[1] ?? '');
}

/**
 * Issue 22: a player in Chromium at 390×844 plays dice and miner while a share of the game writes lose their answer
 * after the server applied them. The page must end showing the server's balance, history and round state, and never
 * tell the player a bet failed when it may have been made.
 */
export async function browserPhase({ random, basePort }: PhaseOptions): Promise<PhaseResult> {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const { env, cleanup } = serverEnv({ SITE_DIR: resolve('dist') });
  const api = new ApiProcess({ name: 'api', port: basePort, env });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const differences: string[] = [];
  const misleading: string[] = [];
  let actions = 0;
  try {
    api.start();
    if (!(await api.ready())) throw new Error('the API process did not start');
    const site = `http://localhost:${api.port}`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site}/en`);
    await registerThroughModal(page, {
      email: `chaos-${Date.now()}@example.com`,
      password: 'chaos pass 12',
      currency: 'RUB',
    });
    await page.getByTestId('balance').waitFor();
    const token = await tokenOf(page);
    const userId = Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
    await call({
      port: api.port,
      method: 'POST',
      path: WALLET_API.operatorAdjust.path,
      body: { user_id: userId, account: 'cash', amount: '1000', reason: 'chaos browser' },
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': `browser-fund-${userId}` },
    });
    const { dropped } = await dropAnswers(context, random, 0.4);

    await page.goto(`${site}/en/games/dice`);
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    await page.getByLabel('Bet, RUB').waitFor();
    for (let i = 0; i < 10; i++) {
      await page.getByLabel('Bet, RUB').fill(String(random.int(1, 9)));
      await roll.click();
      actions++;
      await settle(page, () => roll.isEnabled(), misleading);
    }

    await page.goto(`${site}/en/games/miner`);
    await page.getByLabel('Bet, RUB').fill('10');
    await page.getByLabel('Mines', { exact: true }).selectOption('1');
    const start = page.getByRole('button', { name: 'Start the round' });
    const cashOut = page.getByRole('button', { name: /^Cash out/ });
    for (let round = 0; round < 4; round++) {
      try {
        await start.waitFor({ timeout: 45_000 });
        await start.click();
        actions++;
        await settle(
          page,
          async () => (await page.getByTestId('miner-result').textContent()) === 'Open any tile',
          misleading,
        );
        await page.getByRole('button', { name: `Tile ${random.int(1, 25)}`, exact: true }).click({ timeout: 15_000 });
        actions++;
        await settle(
          page,
          async () => (await cashOut.isEnabled().catch(() => false)) || (await start.isVisible()),
          misleading,
        );
        if (await cashOut.isVisible()) {
          await cashOut.click({ timeout: 15_000 });
          actions++;
          await settle(page, () => start.isVisible(), misleading);
        }
      } catch (error) {
        differences.push(
          `miner round ${round + 1}: the page could not go on (${(error as Error).message.split('\n')[0]})`,
        );
        await page.reload();
      }
    }

    // The page's truth must become the server's, without a reload.
    const serverBalance = async () => {
      const answer = await call({
        port: api.port,
        method: 'GET',
        path: WALLET_API.balance.path,
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.kind === 'answer' ? (answer.body as { data: { balance: string } }).data.balance : '?';
    };
    const until = Date.now() + 30_000;
    let shown = '';
    let truth = '';
    while (Date.now() < until) {
      shown = ((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/g, '');
      truth = await serverBalance();
      if (Number(shown) === Number(truth)) break;
      await sleep(250);
    }
    if (Number(shown) !== Number(truth)) differences.push(`balance on the page ${shown}, on the server ${truth}`);
    const active = await call({
      port: api.port,
      method: 'GET',
      path: PLAY_API.miner.active.path,
      headers: { authorization: `Bearer ${token}` },
    });
    const serverRound = active.kind === 'answer' ? (active.body as { data: { bet: unknown } }).data.bet : undefined;
    if (serverRound && (await start.isVisible())) {
      differences.push(`the server holds an open miner round the page does not show: ${JSON.stringify(serverRound)}`);
    }
    if (!serverRound && (await cashOut.isVisible()))
      differences.push('the page shows a miner round the server has settled');

    await page.goto(`${site}/en/games/dice`);
    await page.getByLabel('Bet, RUB').waitFor();
    const bets = await call({
      port: api.port,
      method: 'GET',
      path: `${GAMES_API.bets.path}?game=dice&per_page=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    const serverRounds = bets.kind === 'answer' ? (bets.body as { data: { items: unknown[] } }).data.items.length : -1;
    if (serverRounds > 10) differences.push(`the server holds ${serverRounds} dice rounds for 10 clicks`);
    // The list arrives after the page: wait for it (up to 15 s) before comparing.
    let rows = 0;
    for (let wait = 0; wait < 60; wait++) {
      rows = await page.getByTestId('recent-bet').count();
      if (rows === Math.min(10, serverRounds)) break;
      await sleep(250);
    }
    if (rows !== Math.min(10, serverRounds))
      differences.push(`the page lists ${rows} recent dice bets, the server has ${serverRounds}`);
    for (const message of new Set(misleading)) differences.push(`the page said "${message}"`);
    await context.close();
    await api.stop();

    const database = await openDb({ dataDir: env.DATA_DIR });
    const books = await checkLedger(database.db).finally(() => database.close());
    return {
      phase: 'browser (Chromium 390×844, answers dropped after the server applied them)',
      faults: `${dropped()} answers dropped of ${actions} player actions`,
      reconciliation: {
        operations: actions,
        byKind: { action: actions },
        acknowledged: actions,
        unacknowledged: 0,
        unacknowledgedApplied: 0,
        differences: [...differences, ...books.problems.map((problem) => `ledger: ${problem}`)],
        ledgerOk: books.ok,
        ledgerTransactions: books.transactions,
      },
      replayMismatches: [],
      apiExits: api.unexpectedExits.length,
      restartFailures: 0,
      secondsToServing: [],
      notes: [`misleading messages seen: ${misleading.length}`],
    };
  } finally {
    await browser.close();
    await api.stop();
    cleanup();
  }
}
