import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CRASH_API, type CrashState } from '../../contract/api/crash';
import { GAMES_API, PLAY_API } from '../../contract/api/games';
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

/** A crash bet placed from the test process while the round takes bets (a bet refused at the close tries the next). */
async function betOnCrash(token: string, amount: string): Promise<number> {
  // Up to a minute: as the first spec of a fresh server under load, no round took bets within 30 s once.
  for (let tries = 0; tries < 120; tries += 1) {
    const { data } = await apiCall<{ data: CrashState }>(baseURL, 'GET', CRASH_API.state.path, token);
    if (data.round?.phase === 'betting' && data.round.running_at - data.server_time > 1000) {
      const placed = await apiCall<{ data: { bet: { round_id: number } } }>(
        baseURL,
        'POST',
        CRASH_API.bet.path,
        token,
        { amount },
        { 'idempotency-key': randomUUID() },
      ).catch(() => null);
      if (placed) return placed.data.bet.round_id;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('No crash round took the bet');
}

test('a player who played crash and a slot finds both rounds in the history, the crash round opens its verifier, and a link to the slot round opens it from beyond the first page', async ({
  page,
}, testInfo) => {
  const answer = await fundedPlayerOn(page, baseURL, 'history-all', '500.00');
  await betOnCrash(answer.token, '10');

  await page.goto('/en/games/slots/lucky-sevens/play');
  const game = page.frameLocator('[data-testid="slot-frame"]');
  await expect(game.locator('#mode')).toHaveText('Real money', { timeout: 15_000 });
  await game.getByRole('button', { name: '₽50.00' }).click();
  await game.locator('#spin').click();
  await expect(game.locator('#round')).toContainText('nonce 0', { timeout: 15_000 });

  await page.goto('/en/profile/history');
  const slot = page.locator('[data-testid="history-row"][data-kind="slot_round"]');
  await expect(slot).toHaveCount(1);
  await expect(slot).toContainText('Lucky Sevens');
  await expect(slot).toContainText(/Stake ₽50\.00 · payout ₽[\d,]+\.\d{2}/);
  const crash = page.locator('[data-testid="history-row"][data-kind="crash_bet"]');
  await expect(crash).toHaveCount(1);
  await expect(crash).toContainText('Crash');
  await expect(crash).toContainText('Stake ₽10.00');

  // The game filter offers crash and the slots, in the player's language.
  const rows = page.getByTestId('history-row');
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Slots' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'slot_round');
  await rows
    .first()
    .getByRole('link', { name: /^Open round #\d+ of Lucky Sevens$/ })
    .click();
  const slotDialog = page.getByRole('dialog', { name: /^Round #\d+$/ });
  await expect(slotDialog.getByTestId('round-details')).toContainText('Provider round id');
  const slotRound = new URL(page.url()).searchParams.get('round');
  await page.keyboard.press('Escape');

  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Crash' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'crash_bet');
  await page.screenshot({ path: testInfo.outputPath('history-crash.png') });
  // Once its round has crashed (a reload shows the bust), the round opens with its hash and a link to the verifier.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Crash' });
        await rows
          .first()
          .getByRole('link', { name: /^Open round #\d+ of Crash$/ })
          .click();
        const crashed = await page
          .getByTestId('round-verify-link')
          .isVisible({ timeout: 3000 })
          .catch(() => false);
        if (!crashed) await page.keyboard.press('Escape');
        return crashed;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('round-details')).toContainText('Game hash');
  await page.getByTestId('round-verify-link').click();
  const verifier = page.getByRole('dialog', { name: /^Verify game \d+$/ });
  await expect(verifier).toBeVisible();
  await verifier.getByRole('button', { name: 'Verify' }).click();
  await expect(verifier.getByTestId('crash-verdict')).toContainText('matches the published', { timeout: 30_000 });

  // Twenty dice rounds later the slot round is beyond the first page; a link to it still opens it (read on its own).
  for (let bet = 0; bet < 20; bet += 1) {
    await apiCall(
      baseURL,
      'POST',
      PLAY_API.dice.bet.path,
      answer.token,
      { amount: '1', target: 5000, direction: 'over' },
      { 'idempotency-key': randomUUID() },
    );
  }
  await page.goto(`/en/profile/history?round=${slotRound}&source=slot_round`);
  await expect(rows).toHaveCount(20);
  await expect(page.locator('[data-testid="history-row"][data-kind="slot_round"]')).toHaveCount(0);
  const deepLinked = page.getByRole('dialog', { name: `Round #${slotRound}` });
  await expect(deepLinked.getByTestId('round-details')).toContainText('Provider round id');
  await expect(deepLinked.getByTestId('round-details')).toContainText('₽50.00');
  await expect(deepLinked).not.toContainText('not in the list');
  // A round that is not the player's says so.
  await page.goto('/en/profile/history?round=999999999&source=crash_bet');
  await expect(page.getByRole('dialog', { name: 'Round #999999999' }).getByRole('alert')).toHaveText(
    'There is no such round in your history.',
  );
});
