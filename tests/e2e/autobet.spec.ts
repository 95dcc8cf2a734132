import { expect, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { GAMES_API, type GameBet } from '../../contract/api/games';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail } from './helpers';

const minor = (amount: string) => Math.round(Number(amount) * 100);

test('an auto-bet of 20 dice bets doubling on a loss stops where stop-on-loss says, each round a real one', async ({
  page,
  context,
}, testInfo) => {
  const registered = await apiCall<{ token: string }>(baseURL, 'POST', AUTH_API.registerEmail.path, '', {
    email: uniqueEmail('autobet'),
    password: 'autobet pass 1',
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const { token } = registered;
  const me = await apiCall<{ data: { id: number } }>(baseURL, 'GET', PROFILE_API.user.path, token);
  await operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: me.data.id,
    amount: '100.00',
    account: 'cash',
    reason: 'e2e',
  });
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
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
  await expect(page.getByTestId('recent-bet')).toHaveCount(rounds.length);
  await expect(page.getByRole('button', { name: 'Start auto-bet' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('autobet-dice-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('autobet-dice-390.png'), fullPage: true });
});
