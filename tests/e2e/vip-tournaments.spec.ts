import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import { PROFILE_API } from '../../contract/api/profile';
import { TOURNAMENTS_API } from '../../contract/api/tournaments';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail } from './helpers';

interface Funded {
  token: string;
  userId: number;
}

/** A new RUB player with `amount` on the balance, signed in in `context`. */
async function fundedPlayer(context: BrowserContext, tag: string, amount: string): Promise<Funded> {
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
    amount,
    account: 'cash',
    reason: 'e2e',
  });
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
  return { token, userId: me.data.id };
}

/** A dice bet through the game's page, as a player places it. */
async function rollDice(page: Page, amount: string, rounds: number) {
  await page.goto('/en/games/dice');
  await page.getByLabel('Bet, RUB').fill(amount);
  for (let i = 1; i <= rounds; i++) {
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('recent-bet')).toHaveCount(i);
  }
}

const balanceOf = async (player: Funded) =>
  (await apiCall<{ data: { balance: string } }>(baseURL, 'GET', WALLET_API.balance.path, player.token)).data.balance;

test('a player wagers into level 2 and claims the rakeback once', async ({ page, context }) => {
  await fundedPlayer(context, 'vip', '2000.00');
  await rollDice(page, '500', 2);

  await page.goto('/en/vip-club');
  const progress = page.getByTestId('vip-progress');
  await expect(progress.getByTestId('vip-level')).toHaveText('Level 2');
  await expect(progress).toContainText('Wagered ₽1,000.00 of ₽10,000.00 for level 3');
  await expect(page.getByTestId('vip-ladder').locator('tr[aria-current="true"] th')).toHaveText('2');
  // 1000 RUB on dice (1% edge) is 10 RUB of edge; level 2 pays back 10% of it.
  const rakeback = page.getByTestId('vip-claim-rakeback');
  await expect(rakeback).toContainText('₽1.00');
  await rakeback.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Paid to your balance: ₽1.00')).toBeVisible();
  await expect(rakeback).toContainText('Claimed today: more tomorrow');
  await expect(rakeback.getByRole('button', { name: 'Claim' })).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('vip-claim-rakeback')).toContainText('Claimed today');
});

test('a guest sees the ladder and the call to sign up', async ({ page }) => {
  await page.goto('/en/vip-club');
  await expect(page.getByTestId('vip-ladder').locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('vip-ladder')).toContainText('₽100.00');
  await expect(page.getByRole('button', { name: 'Sign up and join' })).toBeVisible();
});

test('a tournament with two players finishes and pays the winner', async ({ page, context, browser }) => {
  const starts = new Date(Date.now() - 60_000).toISOString();
  const ends = new Date(Date.now() + 3_600_000).toISOString();
  const { data: tournament } = await operatorCall<{ data: { id: number } }>(
    baseURL,
    'POST',
    TOURNAMENTS_API.operatorCreate.path,
    {
      title: { ru: 'Кубок кости', en: 'Dice cup', kz: 'Сүйек кубогы' },
      currency: 'RUB',
      games: ['dice'],
      scoring: 'wagered',
      entry: 'opt_in',
      prizes: ['300', '100'],
      starts_at: starts,
      ends_at: ends,
    },
  );
  const winner = await fundedPlayer(context, 'cup-a', '1000.00');
  const otherContext = await browser.newContext();
  const runnerUp = await fundedPlayer(otherContext, 'cup-b', '1000.00');
  await apiCall(baseURL, 'POST', pathOf(TOURNAMENTS_API.join.path, { id: tournament.id }), runnerUp.token);
  for (const amount of ['20', '30'])
    await apiCall(
      baseURL,
      'POST',
      PLAY_API.dice.bet.path,
      runnerUp.token,
      { amount, target: 5000, direction: 'over' },
      {
        'idempotency-key': randomUUID(),
      },
    );

  await page.goto(`/en/tournament/${tournament.id}`);
  await expect(page.getByRole('heading', { name: 'Dice cup' })).toBeVisible();
  await expect(page.getByTestId('tournament-countdown')).toHaveText(/^0?0:5\d:\d\d$/);
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByRole('button', { name: 'Take part' })).toHaveCount(0);

  await rollDice(page, '100', 1);
  await page.goto(`/en/tournament/${tournament.id}`);
  const standings = page.getByTestId('tournament-standings');
  await expect(standings.locator('tbody tr').nth(0)).toContainText('₽100.00');
  await expect(standings.locator('tbody tr').nth(1)).toContainText('₽50.00');
  await expect(page.getByTestId('tournament-my-place')).toHaveText('1 · ₽100.00');

  const before = await balanceOf(winner);
  const runnerUpBefore = await balanceOf(runnerUp);
  await operatorCall(baseURL, 'POST', pathOf(TOURNAMENTS_API.operatorFinish.path, { id: tournament.id }));
  // The worker's poll brings the end without a reload.
  await expect(page.getByTestId('tournament-status')).toHaveText('Finished', { timeout: 15_000 });
  await expect(standings.locator('tbody tr').nth(0)).toContainText('₽300.00');
  expect(Number(await balanceOf(winner))).toBeCloseTo(Number(before) + 300, 2);
  expect(Number(await balanceOf(runnerUp))).toBeCloseTo(Number(runnerUpBefore) + 100, 2);

  // A second finish pays nothing more.
  await operatorCall(baseURL, 'POST', pathOf(TOURNAMENTS_API.operatorFinish.path, { id: tournament.id }));
  expect(Number(await balanceOf(winner))).toBeCloseTo(Number(before) + 300, 2);
  await otherContext.close();
});

test('the tournament page keeps its size from the skeleton to the loaded page', async ({ page }) => {
  const { data: tournament } = await operatorCall<{ data: { id: number } }>(
    baseURL,
    'POST',
    TOURNAMENTS_API.operatorCreate.path,
    {
      title: { ru: 'Неделя', en: 'Week race', kz: 'Апта' },
      currency: 'RUB',
      games: ['dice', 'coinflip'],
      scoring: 'multiplier',
      entry: 'auto',
      prizes: ['1000', '500', '250'],
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(`**${pathOf(TOURNAMENTS_API.detail.path, { id: tournament.id })}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/en/tournament/${tournament.id}`);
  const skeleton = page.getByTestId('tournament-skeleton');
  await expect(skeleton).toBeVisible();
  const columnsTop = async (testId: string) =>
    page.getByTestId(testId).evaluate((node) => {
      const columns = node.querySelector('[class*="columns"]');
      return columns ? Math.round(columns.getBoundingClientRect().top) : -1;
    });
  const skeletonTop = await columnsTop('tournament-skeleton');
  await expect(page.getByTestId('tournament')).toBeVisible();
  expect(await columnsTop('tournament')).toBe(skeletonTop);
  await expect(page.getByTestId('tournament-status')).toHaveText('Upcoming');
  await expect(page.getByTestId('tournament-countdown')).toHaveText(/^0?0:59:\d\d$|^1:00:00$/);
});
