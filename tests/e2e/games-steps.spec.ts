import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';

/** Starts a one-mine miner round and opens tiles until one is safe; a mine ends the round and another starts. */
async function minerRoundWithAGem(page: Page): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByRole('button', { name: 'Start the round' }).click();
    await expect(page.getByTestId('miner-result')).toHaveText('Open any tile');
    const tile = 13 + attempt;
    await page.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
    const gem = page.getByRole('button', { name: `Tile ${tile}: gem` });
    const mine = page.getByRole('button', { name: `Tile ${tile}: mine` });
    await expect(gem.or(mine)).toBeVisible();
    if (await gem.isVisible()) return tile;
    await expect(page.getByTestId('miner-result')).toContainText('the bet is lost');
  }
  throw new Error('Five mines in a row with one mine on 25 tiles');
}

test('a visitor plays miner in demo mode: a tile, then a cash-out or a mine', async ({ page }) => {
  await page.goto('/en/games/miner');
  const demo = page.getByTestId('demo-balance');
  await expect(demo).toContainText('₽1,000.00');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByLabel('Mines', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Start the round' }).click();
  // The stake leaves the virtual balance at the start.
  await expect(demo).toContainText('₽990.00');
  await expect(page.getByRole('button', { name: /^Tile \d+$/ })).toHaveCount(25);
  await page.getByRole('button', { name: 'Tile 7', exact: true }).click();
  const result = page.getByTestId('miner-result');
  await expect(result).not.toHaveText('Open any tile');
  if (await page.getByRole('button', { name: 'Tile 7: gem' }).isVisible()) {
    await expect(page.getByTestId('miner-multiplier')).toHaveText('1.125×');
    await page.getByRole('button', { name: /^Cash out/ }).click();
    await expect(result).toContainText('You cashed out ₽11.25 at 1.125×');
    await expect(demo).toContainText('₽1,001.25');
  } else {
    await expect(result).toContainText('A mine on tile 7: the bet is lost');
    await expect(page.getByRole('button', { name: /: mine$/ })).toHaveCount(3);
  }
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('balance')).toHaveCount(0);
});

test('a player plays hilo and miner for real, and a miner round survives a reload', async ({ page }) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('steps'), password: 'games pass 12', currency: 'RUB' });
  await depositThroughSandbox(page, '500');
  await expect(page.getByTestId('balance')).toContainText('500.00');

  await page.goto('/en/games/hilo');
  await expect(page.getByTestId('demo-balance')).toHaveCount(0);
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Deal a card' }).click();
  await expect(page.getByTestId('hilo-card')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('490.00');
  await expect(page.getByTestId('nonce')).toHaveText('1');
  await page.getByTestId('hilo-guesses').getByRole('button').first().click();
  const hiloResult = page.getByTestId('hilo-result');
  await expect(hiloResult).toContainText(/or guess the next card|the bet is lost/);
  if ((await hiloResult.textContent())?.includes('the bet is lost')) {
    await expect(page.getByTestId('balance')).toContainText('490.00');
  } else {
    await page.getByRole('button', { name: /^Cash out/ }).click();
    await expect(hiloResult).toContainText('You cashed out');
    await expect(page.getByTestId('balance')).not.toContainText('490.00');
  }
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);

  await page.goto('/en/games/miner');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByLabel('Mines', { exact: true }).selectOption('1');
  const tile = await minerRoundWithAGem(page);
  // Rotation is refused while the round is open.
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByText('Finish your round first')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Tile ${tile}: gem` })).toBeVisible();
  await expect(page.getByTestId('miner-multiplier')).toHaveText('1.0312×');
  await page.getByRole('button', { name: 'Cash out ₽10.31' }).click();
  await expect(page.getByTestId('miner-result')).toContainText('You cashed out ₽10.31 at 1.0312×');
  await expect(page.getByRole('button', { name: /: mine$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Start the round' })).toBeVisible();
});

test('the games play from the keyboard alone: Enter bets, arrows move between tiles, Enter opens one', async ({
  page,
}) => {
  const ready = () => expect(page.getByTestId('demo-balance')).toContainText('₽');
  await page.goto('/en/games/dice');
  await ready();
  const recent = page.getByTestId('recent-bet');
  await page.getByLabel('Bet, RUB').focus();
  await page.keyboard.press('Enter');
  await expect(recent).toHaveCount(1);

  await page.goto('/en/games/miner');
  await ready();
  await page.getByLabel('Bet, RUB').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('miner-result')).toHaveText('Open any tile');
  await page.getByRole('button', { name: 'Tile 12', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Tile 18', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Tile 18: (gem|mine)$/ })).toBeVisible();

  await page.goto('/en/games/hilo');
  await ready();
  await page.getByLabel('Bet, RUB').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hilo-card')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hilo-result')).toHaveText(/Higher or lower\?|Cash out/);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
});
