import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

test('a visitor plays dice in demo mode with a virtual balance and no account', async ({ page }) => {
  await page.goto('/en/games/dice');
  const demo = page.getByTestId('demo-balance');
  await expect(demo).toContainText('₽1,000.00');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
  await expect(demo).not.toContainText('₽1,000.00');
  await expect(page.getByTestId('balance')).toHaveCount(0);
});

test('a player deposits, plays dice and coinflip, rotates the seeds and verifies a bet offline', async ({
  page,
  context,
}) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('play'), password: 'games pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  const hashBefore = await page.getByTestId('server-seed-hash').textContent();
  await expect(page.getByTestId('nonce')).toHaveText('0');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('nonce')).toHaveText('1');
  const roll = (await page.getByTestId('dice-roll').textContent()) ?? '';
  // The header's balance follows the round in place: 500 − 10 + payout.
  await expect(page.getByTestId('balance')).not.toContainText('500.00');

  await page.goto('/en/games/coinflip');
  await page.getByLabel('Bet, RUB').fill('5');
  await page.getByRole('button', { name: 'Tails' }).click();
  await page.getByRole('button', { name: /^Flip for/ }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('coinflip-result')).toContainText(/Heads|Tails/);

  await page.goto('/en/games/dice');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hashBefore ?? '');

  // The verifier runs in the worker: it needs no network.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Verify' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Verify a round' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByTestId('verify-result')).toContainText(`Roll: ${roll}`);
  await expect(dialog.getByTestId('verify-result')).toContainText('The seed matches the hash shown before the bet.');
  await context.setOffline(false);
});
