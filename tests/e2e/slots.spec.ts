import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, grantOfferTo, registerThroughModal, uniqueEmail } from './helpers';

/** The number in an amount the game page shows in English ("+₽1,234.50" → 1234.5). */
const amountOf = (shown: string | null) => Number((shown ?? '').replace(/[^\d.-]/g, ''));

test('a guest finds a slot in the lobby and plays it in demo: each spin lasts at least 2.5 s', async ({ page }) => {
  await page.goto('/en/games/slots');
  // The cards come from the worker once the page has hydrated.
  await expect(page.getByTestId('slot-card').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search games' }).fill('jade');
  const card = page.locator('[data-testid="slot-card"][data-slug="jade-ways"]');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('slot-card')).toHaveCount(1);
  await card.getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/en\/games\/slots\/jade-ways\/demo$/);

  const game = page.frameLocator('[data-testid="slot-frame"]');
  await expect(game.locator('#balance')).toHaveText('₽10,000.00', { timeout: 15_000 });
  await expect(game.locator('#net')).toHaveText('₽0.00');
  const spin = game.locator('#spin');
  await expect(spin).toBeEnabled();
  const started = Date.now();
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  await expect(game.locator('#round')).toContainText('nonce 0');
  // The net position follows the round: the balance's change from 10000.00.
  const balance = amountOf(await game.locator('#balance').textContent());
  const net = amountOf(await game.locator('#net').textContent());
  expect(balance - 10_000).toBeCloseTo(net, 2);
});

test('a player plays a slot for real money and the header balance follows the spin', async ({ page }) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('slots'), password: 'slots pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/games/slots/lucky-sevens/play');
  const game = page.frameLocator('[data-testid="slot-frame"]');
  await expect(game.locator('#balance')).toHaveText('₽500.00', { timeout: 15_000 });
  await expect(game.locator('#mode')).toHaveText('Real money');
  await game.getByRole('button', { name: '₽50.00' }).click();
  await game.locator('#spin').click();
  await expect(game.locator('#round')).toContainText('nonce 0', { timeout: 15_000 });
  const after = (await game.locator('#balance').textContent()) ?? '';
  expect(after).not.toBe('');
  // 500 − 50 + the win: the header shows the same, through the worker.
  await expect(page.getByTestId('balance')).toContainText(after, { timeout: 10_000 });
  const win = amountOf(after) - 450;
  expect(win).toBeGreaterThanOrEqual(0);
});

test('a player spends a free-spins campaign in its slot and sees the winnings land in the header’s bonus balance', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('free-spins'), password: 'spins pass 12', currency: 'RUB' });
  // The operator grants a campaign of 40 free spins of 10 RUB on Lucky Sevens.
  await grantOfferTo(
    page,
    baseURL,
    {
      kind: 'free_spins',
      name: 'E2E Lucky Sevens free spins',
      game: 'lucky-sevens',
      spins: 40,
      amounts: { RUB: '10' },
      wager_multiplier: 5,
    },
    'e2e-slots',
  );

  await page.goto('/en/games/slots/lucky-sevens/play');
  // A new player is offered a deposit 17 s after signing up (workers/billing/deposit-prompt.ts); the spins below can
  // outlast that, and the player closes the offer to go on playing.
  await page.addLocatorHandler(page.getByRole('dialog').filter({ has: page.getByLabel('Amount, RUB') }), () =>
    page.keyboard.press('Escape'),
  );
  const game = page.frameLocator('[data-testid="slot-frame"]');
  await expect(game.locator('#balance')).toHaveText('₽0.00', { timeout: 15_000 });
  // Free spins until one wins: each one spends one spin of the campaign and no money.
  let won = '';
  for (let left = 39; left >= 0 && !won; left--) {
    const use = game.getByRole('button', { name: `Use free spin (${left + 1} left)` });
    await expect(use).toBeEnabled({ timeout: 15_000 });
    await use.click();
    await expect(game.locator('#result')).toContainText('Free spin:', { timeout: 15_000 });
    if ((await game.locator('#result').textContent())?.includes('Added to your bonus balance')) {
      won = (await game.locator('#bonus').textContent()) ?? '';
    } else {
      await expect(game.getByRole('button', { name: `Use free spin (${left} left)` })).toBeVisible();
    }
  }
  expect(won).not.toBe('');
  await expect(game.locator('#balance')).toHaveText('₽0.00');
  // The header (through the worker) shows the same bonus balance; the real balance stays 0.
  const split = page.getByRole('banner').getByTestId('balance-split');
  await expect(split).toContainText(`Bonus ${won}`, { timeout: 10_000 });
  await expect(split).toContainText('Real ₽0.00');
});
