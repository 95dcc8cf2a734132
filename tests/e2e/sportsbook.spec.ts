import { expect, test } from '@playwright/test';
import { SPORTS_API } from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, operatorCall, registerThroughModal, uniqueEmail } from './helpers';

test('a player builds an accumulator of two events, accepts changed odds, places it and sees it open', async ({
  page,
}) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('sports'), password: 'sports pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/betting');
  const events = page.getByTestId('events').locator(':scope > li');
  await expect(events.nth(1)).toBeVisible({ timeout: 20_000 });
  // The first price of two different events, each named for a screen reader with its odds.
  const first = events
    .nth(0)
    .getByRole('button', { name: /, odds \d+\.\d+/ })
    .first();
  const second = events
    .nth(1)
    .getByRole('button', { name: /, odds \d+\.\d+/ })
    .first();
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
  await expect(slip.getByTestId('combined-odds')).toHaveText(/^\d+\.\d{2,3}$/);
  await slip.getByTestId('stake-acc').fill('20');
  await expect(slip.getByText(/Potential payout/)).toContainText('₽');
  await expect(slip.getByLabel('When the odds change')).toHaveValue('ask');

  // The book reprices every market (a new margin) before the bet is sent: under "ask" the player is asked.
  for (const scope of ['default', 'match_result', 'match_winner', 'outright'] as const) {
    await operatorCall(baseURL, 'PUT', SPORTS_API.operatorMargin.path, { scope, margin_bp: 1500 });
  }
  await page.waitForTimeout(4_500);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toContainText('The odds have changed');
  await slip.getByRole('button', { name: 'Accept new odds' }).click();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('status')).toHaveText('Bet placed');
  await expect(page.getByTestId('balance')).toContainText('480.00');

  await page.getByRole('tab', { name: 'My bets' }).click();
  const open = page.getByTestId('bets-open');
  await expect(open.locator(':scope > li')).toHaveCount(1);
  await expect(open).toContainText('Accumulator (2)');
  await expect(open).toContainText('Stake ₽20.00');
});
