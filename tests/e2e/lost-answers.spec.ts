import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { PLAY_API } from '../../contract/api/games';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

/**
 * Issue 22: the answer of a bet or a cash-out is lost AFTER the server applied it (a phone's network). The page must
 * end showing what the server has (balance, round, recent bets), with no "no connection, try again" and no
 * "another tab".
 */

/**
 * Delivers the browser's request to the server from the test process and waits for the server's answer (Node does
 * not resolve *.localhost, so it connects to 127.0.0.1 and names the API host, as `route.fetch` cannot).
 */
async function deliver(request: Request): Promise<number> {
  const { request: send } = await import('node:http');
  const url = new URL(request.url());
  return new Promise<number>((resolve, reject) => {
    const call = send(
      {
        host: '127.0.0.1',
        port: url.port,
        method: request.method(),
        path: url.pathname + url.search,
        headers: { ...request.headers(), host: url.host },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(request.postData() ?? undefined);
  });
}

/** The next call to `path` reaches the server, which applies it; then its answer is dropped. Later calls pass. */
async function loseNextAnswer(context: BrowserContext, path: string): Promise<{ lost: () => number }> {
  let lost = 0;
  await context.route(`**${path}`, async (route) => {
    if (lost > 0) return route.continue();
    lost++;
    expect(await deliver(route.request())).toBe(200);
    await route.abort('failed');
  });
  return { lost: () => lost };
}

async function serverBalance(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'bearerToken')?.value ?? '';
  const answer = await apiCall<{ data: { balance: string } }>(baseURL, 'GET', WALLET_API.balance.path, token);
  return Number(answer.data.balance).toLocaleString('en', { minimumFractionDigits: 2 });
}

async function expectNoMisleadingMessage(page: Page) {
  await expect(page.getByText('No connection to the server')).toHaveCount(0);
  await expect(page.getByText(/another tab/)).toHaveCount(0);
  await expect(page.getByTestId('unconfirmed-notice')).toBeEmpty();
}

test('a dice bet and a miner cash-out whose answers were lost end as the server made them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('lost'), password: 'games pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  const dice = await loseNextAnswer(context, PLAY_API.dice.bet.path);
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('dice-roll')).not.toHaveText('—');
  expect(dice.lost()).toBe(1);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('balance')).toContainText(await serverBalance(page));
  await expectNoMisleadingMessage(page);

  await page.goto('/en/games/miner');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByLabel('Mines', { exact: true }).selectOption('1');
  let gem: number | null = null;
  for (let tile = 13; gem === null && tile < 18; tile++) {
    await page.getByRole('button', { name: 'Start the round' }).click();
    await expect(page.getByTestId('miner-result')).toHaveText('Open any tile');
    await page.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
    const safe = page.getByRole('button', { name: `Tile ${tile}: gem` });
    await expect(safe.or(page.getByRole('button', { name: `Tile ${tile}: mine` }))).toBeVisible();
    if (await safe.isVisible()) gem = tile;
  }
  expect(gem).not.toBeNull();
  const cashout = await loseNextAnswer(context, PLAY_API.miner.cashout.path);
  await page.getByRole('button', { name: /^Cash out/ }).click();
  await expect(page.getByTestId('miner-result')).toContainText('You cashed out');
  expect(cashout.lost()).toBe(1);
  await expect(page.getByTestId('balance')).toContainText(await serverBalance(page));
  await expectNoMisleadingMessage(page);
  await page.screenshot({ path: 'test-results/lost-answers-miner-390.png' });

  // A reload shows the same: the page held the server's truth, not a guess.
  const shown = await page.getByTestId('balance').textContent();
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(shown ?? '');
  await expect(page.getByTestId('recent-bet').first()).toBeVisible();
});

test('a bet with no answer for 30 s is "not confirmed yet", then shown when the server has answered', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('unconfirmed'), password: 'games pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  let blocked = true;
  await context.route('**/api/v2/games/dice/bet', (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.getByLabel('Bet, RUB').fill('10');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await roll.click();
  const notice = page.getByTestId('unconfirmed-notice');
  await expect(notice).toHaveText(/^Not confirmed yet — checking with the server/, { timeout: 45_000 });
  await expect(roll).toBeDisabled();
  await expect(page.getByText('No connection to the server')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/lost-answers-unconfirmed-390.png' });

  blocked = false;
  await expect(notice).toBeEmpty({ timeout: 30_000 });
  await expect(page.getByTestId('dice-roll')).not.toHaveText('—');
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('balance')).toContainText(await serverBalance(page));
  await expect(roll).toBeEnabled();
});
