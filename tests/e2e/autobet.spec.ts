import { type BrowserContext, expect, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { GAMES_API, type GameBet } from '../../contract/api/games';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail } from './helpers';

const minor = (amount: string) => Math.round(Number(amount) * 100);

/** A new player with 100.00 RUB, signed in in `context`: answers the token. */
async function fundedPlayer(context: BrowserContext, tag: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(baseURL, 'POST', AUTH_API.registerEmail.path, '', {
    email: uniqueEmail(tag),
    password: `${tag} pass 1`,
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const me = await apiCall<{ data: { id: number } }>(baseURL, 'GET', PROFILE_API.user.path, token);
  await operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: me.data.id,
    amount: '100.00',
    account: 'cash',
    reason: 'e2e',
  });
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
  return token;
}

test('an auto-bet of 20 dice bets doubling on a loss stops where stop-on-loss says, each round a real one', async ({
  page,
  context,
}, testInfo) => {
  const token = await fundedPlayer(context, 'autobet');
  await page.goto('/en/games/dice');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('100.00');

  await page.getByLabel('Bet, RUB').fill('1');
  await page.getByRole('button', { name: 'Auto', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeHidden();
  await page.getByLabel('Number of bets (0: until a stop)').fill('20');
  await page.getByRole('group', { name: 'On loss' }).getByRole('button', { name: 'Increase by %' }).click();
  await page.getByLabel('On loss: increase by, %').fill('100');
  await page.getByLabel('Stop on loss, RUB').fill('3');
  await page.getByRole('button', { name: 'Start auto-bet' }).click();

  const status = page.getByTestId('autobet-status');
  await expect(status).toHaveAttribute('data-stop', /.+/, { timeout: 30_000 });
  const stop = await status.getAttribute('data-stop');

  // The rounds the server made, oldest first: the stakes follow the strategy, and the run stopped where it should.
  const listed = await apiCall<{ data: { items: GameBet[] } }>(
    baseURL,
    'GET',
    `${GAMES_API.bets.path}?game=dice&page=1&per_page=50`,
    token,
  );
  const rounds = [...listed.data.items].sort((a, b) => a.id - b.id);
  expect(rounds.length).toBeGreaterThan(0);
  expect(rounds.length).toBeLessThanOrEqual(20);
  let net = 0;
  let stake = 100;
  for (const [i, round] of rounds.entries()) {
    expect(minor(round.amount), `stake of round ${i + 1}`).toBe(stake);
    const payout = minor(round.payout);
    net += payout - stake;
    stake = payout > stake ? 100 : stake * 2;
    const lossReached = -net >= 300;
    const nextWouldPass = stake - net > 300;
    const last = i === rounds.length - 1;
    // Every round before the last left room for the next; after the last there was none (or 20 were made).
    if (!last) expect(lossReached || nextWouldPass, `the run went on after round ${i + 1}`).toBe(false);
    else expect(rounds.length === 20 || lossReached || nextWouldPass).toBe(true);
  }
  expect(-net).toBeLessThanOrEqual(300);
  expect(stop).toBe(-net < 300 && rounds.length === 20 ? 'rounds' : 'loss');

  await expect(page.getByTestId('autobet-played')).toHaveText(String(rounds.length));
  await expect(page.getByTestId('autobet-net')).toHaveAttribute('data-net', (net / 100).toFixed(2));
  await expect(balance).toContainText((100 + net / 100).toFixed(2));
  // The recent list shows the last ten.
  await expect(page.getByTestId('recent-bet')).toHaveCount(Math.min(rounds.length, 10));
  await expect(page.getByRole('button', { name: 'Start auto-bet' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('autobet-dice-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('autobet-dice-390.png'), fullPage: true });

  // The history shows the run's rounds (20 or fewer), each naming the game with a link to verify it.
  await page.goto('/en/profile/history');
  await page.getByLabel('Game', { exact: true }).selectOption('dice');
  const historyRounds = page.locator('[data-testid="history-row"][data-kind="round"]');
  await expect(historyRounds).toHaveCount(rounds.length);
  await expect(historyRounds.filter({ hasText: 'Dice' })).toHaveCount(rounds.length);
  await expect(page.getByRole('link', { name: /^Open round #\d+ of Dice$/ })).toHaveCount(rounds.length);
});

test('an auto-bet of 3 roulette spins uses the instant presentation: no wheel turning, each round shown whole before the next leaves', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await fundedPlayer(context, 'autowheel');
  await page.goto('/en/games/roulette');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('100.00');
  // The chip values follow the game's limits: wait for them before putting a chip down.
  await expect(page.getByText(/The chips together: from/)).toBeVisible();
  await page.getByRole('button', { name: '17', exact: true }).click();
  await page.getByRole('button', { name: 'Auto', exact: true }).click();
  await page.getByLabel('Number of bets (0: until a stop)').fill('3');
  // The run records every text the round's status shows: "No more bets…" (a turning wheel) never appears.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenOutcomes: string[] }).seenOutcomes = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Start auto-bet' }).click();

  await expect(page.getByTestId('autobet-status')).toHaveAttribute('data-stop', 'rounds', { timeout: 20_000 });
  await expect(page.getByTestId('autobet-played')).toHaveText('3');
  const outcome = page.getByRole('status').filter({ hasText: /you won|no win this time/ });
  await expect(outcome).toHaveText(/^\d{1,2}: (you won|no win this time)/);
  await expect(page.getByTestId('recent-bet')).toHaveCount(3);
  const seen = await page.evaluate(() => (window as unknown as { seenOutcomes: string[] }).seenOutcomes);
  expect(seen.some((text) => text.includes('No more bets'))).toBe(false);

  const listed = await apiCall<{ data: { items: GameBet[] } }>(
    baseURL,
    'GET',
    `${GAMES_API.bets.path}?game=roulette&page=1&per_page=50`,
    token,
  );
  expect(listed.data.items).toHaveLength(3);
  const net = listed.data.items.reduce((sum, bet) => sum + minor(bet.payout) - minor(bet.amount), 0);
  await expect(page.getByTestId('autobet-net')).toHaveAttribute('data-net', (net / 100).toFixed(2));
  await expect(balance).toContainText((100 + net / 100).toFixed(2));
  await page.screenshot({ path: testInfo.outputPath('autobet-roulette-390.png') });
});

test('hotkeys place a dice bet when enabled and do nothing when disabled; "?" opens their sheet', async ({ page }) => {
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
  const recent = page.getByTestId('recent-bet');
  const amount = page.getByLabel('Bet, RUB');
  await amount.fill('10');
  await amount.blur();

  // Off (the default): Space, A, D and "?" do nothing.
  for (const key of ['Space', 'KeyA', 'KeyD', 'Shift+Slash']) await page.keyboard.press(key);
  await page.waitForTimeout(1500);
  await expect(recent).toHaveCount(0);
  await expect(amount).toHaveValue('10');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // On: Space rolls once, A halves.
  await page.getByRole('button', { name: 'Hotkeys', exact: true }).click();
  await page.keyboard.press('Space');
  await expect(recent).toHaveCount(1);
  await page.keyboard.press('KeyA');
  await expect(amount).toHaveValue('5.00');
  // "?" opens the sheet, listing S and A together; keys do not play while it is open.
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('term').filter({ hasText: 'S / A' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(recent).toHaveCount(1);

  // Off again: nothing more.
  await page.getByRole('button', { name: 'Hotkeys', exact: true }).click();
  await page.keyboard.press('Space');
  await page.waitForTimeout(1500);
  await expect(recent).toHaveCount(1);
});
