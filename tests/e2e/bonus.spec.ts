import { expect, type Page, test } from '@playwright/test';
import { BONUS_API, type OfferBody } from '../../contract/api/bonus';
import { baseURL } from '../../playwright.config';
import {
  depositThroughSandbox,
  ensureRubCardMethod,
  grantOfferTo,
  openPayIn,
  operatorCall,
  registerThroughModal,
  uniqueEmail,
} from './helpers';

/** Issue 15: the regdep bonus from a promo link to real money, one left to expire, and what a guest is offered. */

/** A row of the player's bonus history: what happened, then its date. */
const historyRow = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The operator's regdep offer behind a promo code of its own (only players who register with it get it). */
async function regdepOffer(name: string, terms: Partial<OfferBody>): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  await operatorCall(baseURL, 'POST', BONUS_API.operatorCreateOffer.path, {
    kind: 'regdep',
    code,
    name,
    percent: 100,
    ...terms,
  });
  return code;
}

/** A guest arrives by the promo link, sees its regdep countdown, and registers. */
async function arriveAndRegister(page: Page, code: string, name: string, tag: string) {
  await page.goto(`/en?promo=${code}`);
  const banner = page.getByRole('region', { name });
  await expect(banner.getByRole('timer')).toHaveText(/^2 days 23:59:\d\d$/);
  await registerThroughModal(page, { email: uniqueEmail(tag), password: `${tag} pass 1`, currency: 'RUB' });
  // Signed in, the bonus still waits for the first deposit.
  await expect(page.getByRole('region', { name }).getByRole('timer')).toBeVisible();
}

test('a guest with a promo link registers, deposits, gets the regdep bonus, wagers it on dice and sees it become real money', async ({
  page,
}, testInfo) => {
  const name = 'E2E regdep 50%';
  // Half the deposit, capped well above it: a deposit of 200 brings exactly 100.
  const code = await regdepOffer(name, {
    percent: 50,
    amounts: { RUB: '1000' },
    wager_multiplier: 1,
    max_bets: { RUB: '50' },
    lifetime_s: 3600,
  });
  await ensureRubCardMethod(baseURL);
  await arriveAndRegister(page, code, name, 'bonus');

  // PayIn names the bonus this deposit brings, with the choice to decline it (left unticked here).
  const payIn = await openPayIn(page);
  await expect(payIn).toContainText(`Bonus with this deposit: ${name}`);
  await expect(payIn.getByRole('checkbox', { name: 'No bonus with this deposit' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(payIn).toBeHidden();

  await depositThroughSandbox(page, '200');
  const split = page.getByRole('banner').getByTestId('balance-split');
  await expect(split).toContainText('Real ₽200.00');
  await expect(split).toContainText('Bonus ₽100.00');

  await page.goto('/en/bonuses');
  const active = page.getByTestId('active-bonus');
  await expect(active).toContainText(name);
  await expect(active).toContainText('Wagered ₽0.00 of ₽100.00');
  await expect(active).toContainText('Maximum bet: ₽50.00');
  await expect(active.getByTestId('bonus-rules')).toContainText('A sports bet counts in full at odds of 1.50 or more');
  await expect(page.getByTestId('bonus-event')).toHaveText([historyRow(`Granted · ${name} · ₽100.00`)]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('bonuses-active-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('bonuses-active-1280.png'), fullPage: true });

  await page.goto('/en/games/dice');
  // Above the bonus's max bet: refused on the page with the reason, nothing sent.
  await page.getByLabel('Bet, RUB').fill('60');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByText('While your bonus is wagered the maximum bet is ₽50.00')).toBeVisible();
  await expect(page.getByTestId('recent-bet')).toHaveCount(0);

  // Two bets of 50 wager the 100 required: the bonus balance becomes real money.
  await page.getByLabel('Bet, RUB').fill('50');
  for (let n = 1; n <= 2; n++) {
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('recent-bet')).toHaveCount(n);
  }
  await expect(split).toHaveCount(0);
  await page.goto('/en/bonuses');
  await expect(page.getByTestId('active-bonus')).toHaveCount(0);
  const history = page.getByTestId('bonus-history');
  await expect(history).toContainText(name);
  await expect(history).toContainText('Wagered: real money');
  // The profile's page shows each step: the grant, each wager, the conversion of the untouched 100 (stakes were real).
  await page.goto('/en/profile/bonuses');
  await expect(page.getByTestId('bonus-event')).toHaveText([
    historyRow(`Became real money · ${name} · ₽100.00`),
    historyRow(`Wagered · ${name} · ₽50.00`),
    historyRow(`Wagered · ${name} · ₽50.00`),
    historyRow(`Granted · ${name} · ₽100.00`),
  ]);

  // A free bet on dice from a free-spins campaign: "Use free bet (N left)", one spin per round.
  await grantOfferTo(
    page,
    baseURL,
    {
      kind: 'free_spins',
      name: 'E2E dice free bets',
      game: 'dice',
      spins: 2,
      amounts: { RUB: '5' },
      wager_multiplier: 1,
    },
    'e2e',
  );
  await page.goto('/en/games/dice');
  await page.getByRole('button', { name: 'Use free bet (2 left)' }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Use free bet (1 left)' })).toBeVisible();
  await expect(page.getByTestId('recent-bet').first()).toContainText('5.00');
});

test('a second player lets the bonus expire: the bonus money goes, the real money stays', async ({ page }) => {
  const name = 'E2E regdep short';
  const code = await regdepOffer(name, { amounts: { RUB: '50' }, wager_multiplier: 10, lifetime_s: 5 });
  await ensureRubCardMethod(baseURL);
  await arriveAndRegister(page, code, name, 'expiry');
  await depositThroughSandbox(page, '100');

  // The bonus lives 5 s: the page reads the player's bonuses again until it shows the expiry.
  await page.goto('/en/bonuses');
  const history = page.getByTestId('bonus-history');
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText('Expired', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(history).toContainText(`${name} · ₽50.00`);
  await expect(page.getByTestId('bonus-event')).toHaveText([
    historyRow(`Expired · ${name} · ₽50.00`),
    historyRow(`Granted · ${name} · ₽50.00`),
  ]);
  await page.goto('/en/profile');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('₽100.00');
  await expect(page.getByRole('banner').getByTestId('balance-split')).toHaveCount(0);
});

test('a guest on /bonuses is offered to sign up, not shown an empty list', async ({ page }) => {
  await page.goto('/en/bonuses');
  const offer = page.getByTestId('bonus-sign-up');
  await expect(offer).toContainText('Your bonuses start with an account');
  await expect(page.getByText('No bonuses yet')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/[?&]signup/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
