import { expect, type Page, test } from '@playwright/test';
import { PROFILE_API } from '../../contract/api/profile';
import { baseURL } from '../../playwright.config';
import { apiCall, depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';
import { currentPlayer } from './platform-helpers';

/** Rounds tried before giving up: a round that crashes at once (about 1 in 20 before a click lands) is tried again. */
const ROUNDS_TRIED = 4;

const stage = (page: Page) => page.getByTestId('crash-multiplier');
const betButton = (page: Page) => page.getByRole('button', { name: 'Bet', exact: true });
const cashOutButton = (page: Page) => page.getByRole('button', { name: /^Cash out/ }).first();

/** Waits until the round takes bets with at least 2.5 s left (the next round's when this one is about to close). */
async function freshBetting(page: Page) {
  await expect
    .poll(
      async () => {
        if (!(await betButton(page).isEnabled())) return false;
        const text = (await page.getByTestId('crash-countdown').textContent()) ?? '';
        return Number(/([\d.]+) s/.exec(text)?.[1] ?? '0') >= 2.5;
      },
      { timeout: 150_000, intervals: [100] },
    )
    .toBe(true);
}

test('two players in one crash round: one cashes out and the other sees it live, the other busts; a past round verifies offline', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  await ensureRubCardMethod(baseURL);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  for (const [page, tag] of [
    [a, 'crash-a'],
    [b, 'crash-b'],
  ] as const) {
    await page.goto('/en');
    await registerThroughModal(page, { email: uniqueEmail(tag), password: 'crash pass 12', currency: 'RUB' });
    await depositThroughSandbox(page, '100');
  }
  // A hides their statistics: B sees A's bet under "Hidden".
  const { token } = await currentPlayer(a, baseURL);
  await apiCall(baseURL, 'PUT', PROFILE_API.settings.path, token, { is_statistics_hidden: true });

  await a.goto('/en/games/crash');
  await b.goto('/en/games/crash');
  await expect(a.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
  // The tile's "coming soon" is gone: crash is played here.
  await expect(a.getByText('This game cannot be played yet')).toHaveCount(0);

  let cashedOut: string | null = null;
  for (let round = 0; round < ROUNDS_TRIED && cashedOut === null; round++) {
    await freshBetting(a);
    await expect(betButton(b)).toBeEnabled();
    // Typed once betting is open (the Bet button answers).
    await a.getByLabel('Bet, RUB').fill('10');
    await b.getByLabel('Bet, RUB').fill('20');
    // A bets from the keyboard (Enter in the stake field), B with the button.
    await a.getByLabel('Bet, RUB').press('Enter');
    await betButton(b).click();
    const betA = a.getByTestId('crash-my-bet').last();
    const betB = b.getByTestId('crash-my-bet').last();
    await expect(betA).toHaveAttribute('data-status', 'active');
    await expect(betB).toHaveAttribute('data-status', 'active');
    // Both bets are in both players' lists, during the betting phase already.
    const rowOfA = b.getByTestId('crash-player').filter({ hasText: '₽10.00' }).last();
    await expect(rowOfA).toContainText('Hidden');
    await expect(a.getByTestId('crash-player').filter({ hasText: '₽20.00' }).last()).toHaveAttribute(
      'data-status',
      'active',
    );

    // The curve starts: A cashes out by keyboard as soon as it can.
    // (The stage may still show the last round's bust while this one takes bets: wait on A's own bet instead.)
    await expect
      .poll(async () => (await cashOutButton(a).isEnabled()) || (await betA.getAttribute('data-status')) !== 'active', {
        timeout: 30_000,
        intervals: [20],
      })
      .toBe(true);
    if (await cashOutButton(a).isEnabled()) await cashOutButton(a).press('Enter');
    await expect(betA).not.toHaveAttribute('data-status', 'active', { timeout: 150_000 });
    if ((await betA.getAttribute('data-status')) !== 'cashed_out') {
      // It crashed before the cash-out arrived: the server said so, and both lost. Next round.
      await expect(stage(a)).toHaveAttribute('data-phase', 'busted');
      continue;
    }
    cashedOut = /at ([\d.]+)×/.exec((await betA.textContent()) ?? '')?.[1] ?? null;
    await expect(betA).toContainText(/Won ₽\d+\.\d{2} at \d+\.\d{2}×/);

    // B sees A's cash-out in the players' list while the round still runs for B's own bet.
    await expect(rowOfA).toHaveAttribute('data-status', 'cashed_out');
    await expect(rowOfA).toContainText(`${cashedOut}×`);
    await expect(betB).toHaveAttribute('data-status', 'active');
    // The result is not on B's page before the server says bust.
    await expect(b.getByText('Crashed', { exact: true })).toHaveCount(0);

    // B never cashes out: the round crashes and B's bet is lost, shown as such.
    await expect(stage(b)).toHaveAttribute('data-phase', 'busted', { timeout: 150_000 });
    // Read at once: on a loaded machine the next round's bets may open while the steps below run.
    const bust = (await stage(b).evaluate((el) => (el.dataset.phase === 'busted' ? el.textContent : '')))?.replace(
      '×',
      '',
    );
    await expect(b.getByText('Crashed', { exact: true })).toBeVisible();
    await expect(betB).toHaveAttribute('data-status', 'lost');
    await expect(betB).toContainText('Lost');
    expect(Number(bust)).toBeGreaterThan(Number(cashedOut));
    // The round goes into the history with its bust and hash.
    const newest = b.getByTestId('crash-history-round').first();
    await expect(newest).toContainText(`${bust}×`);
    await expect(newest.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  }
  expect(cashedOut, `A cashed out in one of ${ROUNDS_TRIED} rounds`).not.toBeNull();

  // B verifies that round in the browser, with no network at all.
  await contextB.setOffline(true);
  await b.getByTestId('crash-history-round').first().click();
  const dialog = b.getByRole('dialog', { name: /^Verify game \d+$/ });
  await expect(dialog.getByLabel('Game hash')).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(dialog.getByLabel('Salt')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const verdict = dialog.getByTestId('crash-verdict');
  await expect(verdict).toContainText(/Recomputed bust: \d+\.\d{2}× — matches the published \d+\.\d{2}×\./, {
    timeout: 30_000,
  });
  await expect(verdict).toContainText('it reaches the terminating hash published before game 1');
  // A changed hash recomputes another bust and no longer reaches the commitment.
  await dialog.getByLabel('Game hash').fill('0'.repeat(64));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict).toContainText('does NOT match', { timeout: 30_000 });
  await expect(verdict).toContainText('did NOT reach the terminating hash');
  await contextB.setOffline(false);

  await contextA.close();
  await contextB.close();
});

test('under reduced motion the crash page shows the running multiplier as a number, with no canvas animation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/games/crash');
  await expect(page.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
  // The next round that runs: its multiplier is shown as the server's ticks move it, and nothing is drawn.
  await expect(stage(page)).toHaveAttribute('data-phase', 'running', { timeout: 150_000 });
  await expect(stage(page)).toHaveText(/^\d+\.\d{2}×$/);
  await expect(page.locator('canvas')).toHaveCount(0);
  // With motion allowed, the same stage draws its curve on the canvas.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('canvas')).toHaveCount(1);
});
