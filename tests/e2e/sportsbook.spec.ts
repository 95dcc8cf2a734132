import { expect, type Locator, type Page, test } from '@playwright/test';
import { SPORTS_API } from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, operatorCall, registerThroughModal, uniqueEmail } from './helpers';

/**
 * The e2e server's sportsbook is the seeded simulator made fast (playwright.config.ts): tennis and esports matches
 * of 90 s, a new one every 15 s per league, so several are live at once and each ends within a minute and a half.
 */

/** Sends the slip's bet until it is placed, accepting changed odds (a live book can move again meanwhile). */
async function placeAccepting(slip: Locator, page: Page): Promise<number> {
  let asked = 0;
  for (let attempt = 0; attempt < 8; attempt++) {
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
    const refused = slip.getByRole('alert');
    await expect(placed.or(refused)).toBeVisible();
    if (await placed.isVisible()) return asked;
    const text = (await refused.textContent()) ?? '';
    if (text.includes('The odds have changed')) {
      asked++;
      await slip.getByRole('button', { name: 'Accept new odds' }).click();
    } else {
      // A set point suspends the markets for a few seconds.
      expect(text).toContain('suspended');
      await page.waitForTimeout(2_000);
    }
  }
  throw new Error('The bet was not placed in eight tries');
}

test('a player backs three live matches in an accumulator, accepts changed odds, and sees it settle', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('sports'), password: 'sports pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/betting');
  await page.getByRole('tab', { name: 'Live' }).click();
  const events = page.getByTestId('events').locator(':scope > li');
  await expect(events.nth(2)).toBeVisible({ timeout: 30_000 });
  // The three matches that started last (the most time left), each's first price that takes bets now.
  const count = await events.count();
  const picked: Locator[] = [];
  for (let i = count - 1; i >= 0 && picked.length < 3; i--) {
    const price = events
      .nth(i)
      .getByRole('button', { name: /, odds \d+\.\d+/ })
      .first();
    if (await price.isEnabled()) picked.push(price);
  }
  expect(picked).toHaveLength(3);
  for (const price of picked) await price.click();
  for (const price of picked) await expect(price).toHaveAttribute('aria-pressed', 'true');

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
  await expect(slip.getByTestId('combined-odds')).toHaveText(/^\d+\.\d{2,3}$/);
  await slip.getByTestId('stake-acc').fill('20');
  await expect(slip.getByLabel('When the odds change')).toHaveValue('ask');

  // The operator reprices the winner markets before the bet is sent: under "ask" the player is asked.
  try {
    await operatorCall(baseURL, 'PUT', SPORTS_API.operatorMargin.path, { scope: 'match_winner', margin_bp: 1500 });
    await page.waitForTimeout(2_500);
    expect(await placeAccepting(slip, page)).toBeGreaterThanOrEqual(1);
  } finally {
    await operatorCall(baseURL, 'PUT', SPORTS_API.operatorMargin.path, { scope: 'match_winner', margin_bp: 600 });
  }
  await expect(page.getByTestId('balance')).toContainText('480.00');

  await page.getByRole('tab', { name: 'My bets' }).click();
  const open = page.getByTestId('bets-open');
  await expect(open.locator(':scope > li')).toHaveCount(1);
  await expect(open).toContainText('Accumulator (3)');
  await expect(open).toContainText('Stake ₽20.00');

  // The matches end within a minute and a half: the bet settles with them.
  const settled = page.getByTestId('bets-settled');
  await expect(async () => {
    await page.getByRole('tab', { name: 'Open' }).click();
    await page.getByRole('tab', { name: 'Settled' }).click();
    await expect(settled.locator(':scope > li')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  const card = (await settled.locator(':scope > li').textContent()) ?? '';
  const outcome = /(Won|Lost|Void|Returned): ₽([\d,]+\.\d{2})/.exec(card);
  expect(outcome, card).not.toBeNull();
  const paid = Number((outcome?.[2] ?? '0').replace(/,/g, ''));
  expect(card).toMatch(/· (won|lost|void|half won|half lost)/);

  // The balance and the history show it.
  await page.goto('/en/profile/history');
  const total = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(480 + paid);
  await expect(page.getByTestId('balance')).toContainText(total);
  const row = page.locator('[data-testid="history-row"][data-kind="sports_bet"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sports bet: accumulator (3)');
  await expect(row).toContainText(`Stake ₽20.00`);
  await expect(row).toContainText(outcome?.[1] ?? '');
});
