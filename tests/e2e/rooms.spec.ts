import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

/** A player with 100 ₽ on a room's page (a browser of their own). */
async function playerIn(context: BrowserContext, tag: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail(tag), password: 'rooms pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '100');
  await expect(page.getByTestId('balance')).toContainText('100.00');
  await page.goto('/en/games/rooms/red');
  await expect(page.getByRole('heading', { name: 'Red room' })).toBeVisible();
  return page;
}

test('two players in one red room round: each sees the other live, both see one winner, paid the pot less 5%', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await ensureRubCardMethod(baseURL);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await playerIn(contextA, 'room-a');
  const b = await playerIn(contextB, 'room-b');

  // A joins by keyboard with the entry (1 ₽); B sees A in the round live, then adds 3 ₽ of their own.
  const stakeA = a.getByLabel('Stake');
  await expect(stakeA).toHaveValue('1.00');
  await stakeA.focus();
  await a.keyboard.press('Enter');
  await expect(a.getByTestId('room-my-stake')).toContainText('₽1.00');
  const playersB = b.getByTestId('room-players').getByRole('listitem');
  // Earlier rounds are drawn and gone: this round holds A alone until B comes.
  await expect(playersB).toHaveCount(1);
  await expect(playersB.first()).toContainText('₽1.00');
  await expect(playersB.first()).toContainText('100.00%');

  await b.getByLabel('Stake').fill('3');
  await b.getByRole('button', { name: 'Join for ₽3.00' }).click();
  await expect(b.getByTestId('room-my-stake')).toContainText('₽3.00');

  // A sees B come in: two players, 25% and 75%, the pot 4 ₽ and the countdown from the server's clock.
  const playersA = a.getByTestId('room-players').getByRole('listitem');
  await expect(playersA).toHaveCount(2);
  await expect(playersA.nth(0)).toContainText('(you)');
  await expect(playersA.nth(0)).toContainText('25.00%');
  await expect(playersA.nth(1)).toContainText('₽3.00');
  await expect(playersA.nth(1)).toContainText('75.00%');
  await expect(a.getByTestId('room-pot')).toHaveText('₽4.00');
  await expect(a.getByTestId('room-status')).toContainText(/Draw in \d+ seconds?/);
  await expect(b.getByTestId('room-players').getByRole('listitem').nth(1)).toContainText('(you)');

  // The draw: the wheel spins, lands, then says who won; both pages name the same winning entry.
  for (const page of [a, b]) {
    await expect(page.getByTestId('room-status')).toHaveAttribute('data-phase', 'landed', { timeout: 60_000 });
  }
  const winnerA = await a.getByTestId('room-last-winner').textContent();
  await expect(b.getByTestId('room-last-winner')).toHaveText(winnerA ?? '');
  expect(winnerA).toContain('₽3.80');
  expect(winnerA).toContain('₽0.20');

  // The winner has 100 − stake + 3.80, the other 100 − stake.
  const aWon = (await a.getByTestId('room-status').textContent())?.startsWith('You win');
  const bWon = (await b.getByTestId('room-status').textContent())?.startsWith('You win');
  expect(aWon).not.toBe(bWon);
  await expect(a.getByTestId('balance')).toContainText(aWon ? '102.80' : '99.00');
  await expect(b.getByTestId('balance')).toContainText(bWon ? '100.80' : '97.00');

  // Each browser recomputes the draw from the revealed seed.
  for (const page of [a, b]) {
    await page.getByRole('button', { name: /^Verify round \d+$/ }).click();
    await expect(page.getByTestId('room-verified')).toContainText('Verified here');
  }

  // The rooms page lists the three rooms with their entries.
  await a.goto('/en/games/rooms');
  await expect(a.getByTestId('room-red')).toContainText('₽1.00');
  await expect(a.getByTestId('room-yellow')).toContainText('₽10.00');
  await expect(a.getByTestId('room-purple')).toContainText('₽50.00');

  await contextA.close();
  await contextB.close();
});
