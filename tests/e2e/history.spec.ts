import { expect, test } from '@playwright/test';
import { GAMES_API } from '../../contract/api/games';
import { baseURL } from '../../playwright.config';
import { apiCall, fundedPlayerOn } from './helpers';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

test('after a few dice bets the history names the game, and a round opens with its seeds and verifies', async ({
  page,
}, testInfo) => {
  const answer = await fundedPlayerOn(page, baseURL, 'history', '100.00');

  await page.goto('/en/games/dice');
  await page.getByLabel('Bet, RUB').fill('1');
  for (const count of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('recent-bet')).toHaveCount(count);
  }
  const lastRoll = (await page.getByTestId('dice-roll').textContent()) ?? '';
  // The pair is rotated: the rounds' server seed is revealed.
  await apiCall(baseURL, 'PUT', GAMES_API.rotateSeeds.path, answer.token, {});

  await page.goto('/en/profile/history');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(4);
  const rounds = page.locator('[data-testid="history-row"][data-kind="round"]');
  await expect(rounds).toHaveCount(3);
  await expect(rounds.first()).toContainText('Dice');
  await expect(rounds.first()).toContainText(/Stake ₽1\.00 · \d+\.\d{2}× · payout ₽\d+\.\d{2}/);
  await expect(rows.last()).toContainText('Adjustment');

  await page.getByLabel('Game', { exact: true }).selectOption('dice');
  await expect(rows).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('history-dice.png') });

  // The newest round opens over the history with its seeds, and the verifier recomputes its roll.
  await page
    .getByRole('link', { name: /^Open round #\d+ of Dice$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/round=\d+/);
  const dialog = page.getByRole('dialog', { name: /^Round #\d+$/ });
  const details = dialog.getByTestId('round-details');
  await expect(details).toContainText('Server seed hash');
  await expect(details).toContainText('Nonce2');
  await expect(details).not.toContainText('Not revealed yet');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByTestId('verify-result')).toContainText(`Roll: ${lastRoll}`);
  await expect(dialog.getByTestId('verify-result')).toContainText('The seed matches the hash shown before the bet.');
  await page.screenshot({ path: testInfo.outputPath('history-round.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/round=/);

  // A date range with nothing in it.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await expect(rows).toHaveCount(0);
});
