import { expect, test } from '@playwright/test';
import { SPORTS_API } from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, grantOfferTo, registerThroughModal, uniqueEmail } from './helpers';

/**
 * Issue 15: while a bonus is wagered the bet slip refuses a stake above its max bet before sending it (the server's
 * rule: sports stakes are real money, yet they count towards the wagering, so the max bet holds), in the player's
 * language with the amount as their locale writes it.
 */
test('the bet slip refuses a stake above the bonus’s max bet before sending it, in Russian, and sends one within it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('slipmax'), password: 'slip max pass 1', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await grantOfferTo(
    page,
    baseURL,
    {
      kind: 'promo',
      code: `E2ESLIP${Date.now().toString(36).toUpperCase()}`,
      name: 'E2E slip max bet',
      amounts: { RUB: '100' },
      wager_multiplier: 10,
      max_bets: { RUB: '50' },
      lifetime_s: 3600,
    },
    'e2e-slip',
  );

  // The bets the page sends (the worker's requests): none for a refused stake.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SPORTS_API.placeBet.path) {
      sent.push(request.postData() ?? '');
    }
  });

  await page.goto('/ru/betting');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const price = page.getByTestId('events').locator('button[aria-pressed]:enabled').first();
  await expect(price).toBeVisible({ timeout: 30_000 });
  await price.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Ставка').fill('60');
  await slip.getByRole('button', { name: 'Сделать ставку' }).click();
  await expect(slip.getByRole('alert')).toHaveText(/^Пока бонус отыгрывается, максимальная ставка — 50,00\s₽$/u);
  expect(sent).toEqual([]);

  await slip.getByLabel('Ставка').fill('50');
  await expect(slip.getByRole('alert')).toHaveCount(0);
  await slip.getByRole('button', { name: 'Сделать ставку' }).click();
  // A live book can move or suspend meanwhile: whatever the answer, the stake of 50 was sent.
  await expect.poll(() => sent.length).toBe(1);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ stake: '50.00' });
});

/**
 * Issue 15: a stake takes real money first, then bonus money, on sports too: a player with only bonus money places a
 * bet, and the header's bonus balance goes down by the stake in place.
 */
test('a player with only bonus money places a sports bet from it, and the header’s bonus balance follows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('slipbonus'), password: 'slip bonus pass 1', currency: 'RUB' });
  await grantOfferTo(
    page,
    baseURL,
    {
      kind: 'promo',
      code: `E2EBONUSBET${Date.now().toString(36).toUpperCase()}`,
      name: 'E2E bonus bet',
      amounts: { RUB: '100' },
      wager_multiplier: 10,
      max_bets: { RUB: '50' },
      lifetime_s: 3600,
    },
    'e2e-bonus-bet',
  );

  await page.goto('/en/betting');
  const split = page.getByRole('banner').getByTestId('balance-split');
  await expect(split).toContainText('Real ₽0.00');
  await expect(split).toContainText('Bonus ₽100.00');
  const price = page.getByTestId('events').locator('button[aria-pressed]:enabled').first();
  await expect(price).toBeVisible({ timeout: 30_000 });
  await price.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Stake').fill('10');
  // A live book can move a price meanwhile: the bet takes whatever the odds are then.
  await slip.getByLabel('When the odds change').selectOption('any');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(split).toContainText('Bonus ₽90.00', { timeout: 30_000 });
  await expect(split).toContainText('Real ₽0.00');
});
