import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

// The e2e server's live rounds take bets for 12 s and show the result for 6 s (playwright.config.ts).

async function seatedPlayer(page: Page, name: string) {
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail(name), password: 'live pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '100');
  await page.goto('/en/games/live-casino/roulette/play');
  await expect(page.getByRole('heading', { name: 'European roulette' })).toBeVisible();
  await page.getByText('₽10.00', { exact: true }).click();
}

/** Waits for a round taking bets with at least `seconds` left (a fresh one if the current is nearly over). */
async function waitForFreshRound(page: Page, seconds: number) {
  await expect(async () => {
    await expect(page.getByTestId('live-phase')).toHaveText('Place your bets');
    expect(
      Number(
        await page
          .getByTestId('live-timer')
          .textContent()
          .then((text) => (text ?? '').replace(/\D/g, '')),
      ),
    ).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 30_000, intervals: [250] });
}

test('a live roulette round with two players: each sees the other’s bets, both are settled', async ({ browser }) => {
  test.setTimeout(150_000);
  await ensureRubCardMethod(baseURL);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await seatedPlayer(a, 'live-a');
  await seatedPlayer(b, 'live-b');

  await waitForFreshRound(a, 8);
  await a.getByRole('button', { name: /^Red, pays 1 to 1/ }).click();
  await expect(a.getByTestId('live-mine')).toHaveText('₽10.00');
  await b.getByRole('button', { name: /^Black, pays 1 to 1/ }).click();
  await expect(b.getByTestId('live-mine')).toHaveText('₽10.00');
  // Each sees the other's stake in the round's totals, live over the socket.
  await expect(a.getByTestId('live-others')).toHaveText('Other players: ₽10.00');
  await expect(b.getByTestId('live-others')).toHaveText('Other players: ₽10.00');
  await expect(a.getByTestId('live-totals')).toContainText('players: 2');
  await expect(a.getByTestId('balance')).toContainText('90.00');

  // Bets close; the wheel turns, lands, and only then the result and the balances show.
  await expect(a.getByTestId('live-phase')).toHaveText('No more bets: the wheel is turning', { timeout: 20_000 });
  await expect(a.getByTestId('live-settled')).toBeVisible({ timeout: 15_000 });
  await expect(b.getByTestId('live-settled')).toBeVisible({ timeout: 15_000 });
  const result = Number(await a.getByTestId('live-result').locator('span').first().textContent());
  const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const aWins = reds.includes(result);
  const bWins = result !== 0 && !aWins;
  await expect(a.getByTestId('live-settled')).toHaveText(
    aWins ? 'Your bets returned ₽20.00 of ₽10.00' : 'Your bets of ₽10.00 did not win',
  );
  await expect(b.getByTestId('live-settled')).toHaveText(
    bWins ? 'Your bets returned ₽20.00 of ₽10.00' : 'Your bets of ₽10.00 did not win',
  );
  await expect(a.getByTestId('balance')).toContainText(aWins ? '110.00' : '90.00');
  await expect(b.getByTestId('balance')).toContainText(bWins ? '110.00' : '90.00');
  await expect(a.getByTestId('live-history').locator('li').first()).toHaveText(String(result));

  // The draw verifies in the browser with the published seed.
  await a.getByText('Verify the draws').click();
  await a.getByRole('button', { name: 'Verify' }).first().click();
  await expect(a.getByText('✓ The seed matches its hash and gives this result').first()).toBeVisible();

  await contextA.close();
  await contextB.close();
});
