import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

async function playKeno(page: Page, squares: string[]) {
  const board = page.getByRole('group', { name: 'Keno board' });
  for (const square of squares) await board.getByRole('button', { name: square, exact: true }).click();
  await expect(page.getByTestId('keno-picked')).toHaveText(`Picked ${squares.length} of 10`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  // The draw reveals ten squares one after another, then says how many were hits.
  await expect(page.getByTestId('keno-result')).toHaveText(/^\d+ hits?: (you won|no win this time)/);
  await expect(board.locator('[data-drawn]')).toHaveCount(10);
}

test('a visitor plays keno in demo mode, with the paytable of the picks and no account', async ({ page }) => {
  await page.goto('/en/games/keno');
  const demo = page.getByTestId('demo-balance');
  await expect(demo).toContainText('₽1,000.00');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByLabel('Risk').selectOption('high');
  const board = page.getByRole('group', { name: 'Keno board' });
  // Keyboard: the arrow keys move across the board, Space picks.
  await board.getByRole('button', { name: '1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(board.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('keno-picked')).toHaveText('Picked 0 of 10');

  await playKeno(page, ['5', '12', '23']);
  await expect(page.getByRole('list', { name: 'Paytable' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(demo).not.toContainText('₽1,000.00');
  await expect(page.getByTestId('balance')).toHaveCount(0);
});

test('a player deposits, plays keno and roulette with three chips (one on a corner), opens a case and sells the item', async ({
  page,
}) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('more'), password: 'games pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await depositThroughSandbox(page, '500');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('500.00');

  await page.goto('/en/games/keno');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  await page.getByLabel('Bet, RUB').fill('10');
  await playKeno(page, ['3', '14', '27', '40']);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(balance).not.toContainText('500.00');

  await page.goto('/en/games/roulette');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  await page.getByRole('button', { name: '₽5.00', exact: true }).click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await page.getByRole('button', { name: '17', exact: true }).click();
  // An inside bet on the corner the numbers 1, 2, 4 and 5 share.
  await page.getByRole('button', { name: 'Corner 1, 2, 4, 5', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Corner 1, 2, 4, 5, stake ₽5.00' })).toBeVisible();
  await expect(page.getByTestId('roulette-total')).toHaveText('₽15.00');
  const beforeSpin = (await balance.textContent()) ?? '';
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('roulette-pocket')).toHaveText(/^\d{1,2}$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d{1,2}: (you won|no win this time)/ })).toBeVisible();
  // No pocket pays exactly the ₽15 staked (red 10, the corner 45, 17 180, or sums of them), so the balance moves.
  await expect(balance).not.toHaveText(beforeSpin);

  await page.goto('/en/games/cases');
  await page.getByTestId('case-card').first().click();
  await expect(page).toHaveURL(/\/en\/games\/cases\/starter$/);
  await expect(page.getByTestId('case-price')).toHaveText('₽100.00');
  const beforeOpen = (await balance.textContent()) ?? '';
  await page.getByRole('button', { name: 'Open for ₽100.00' }).click();
  await expect(balance).not.toHaveText(beforeOpen);
  const result = page.getByTestId('case-result');
  await expect(result).toContainText(/You got .+ worth ₽[\d,]+\.\d{2}/);
  await expect(page.getByTestId('held-item')).toHaveCount(1);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  const afterOpen = (await balance.textContent()) ?? '';
  await result.getByRole('button', { name: /^Sell for ₽/ }).click();
  await expect(result).toContainText('Sold: the value is on your balance.');
  await expect(page.getByTestId('held-item')).toHaveAttribute('data-status', 'sold');
  await expect(balance).not.toHaveText(afterOpen);

  // The items survive a reload: they come from the server.
  await page.reload();
  await expect(page.getByTestId('held-item')).toHaveAttribute('data-status', 'sold');
});
