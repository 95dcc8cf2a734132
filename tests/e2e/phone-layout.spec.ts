import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * On a phone the game and its bet button share one screen (issue 13): the button is in sight without scrolling,
 * tapping it moves nothing, and the result shows where the player is looking. "In sight" is between the sticky
 * header and the bottom navigation, where a thumb can reach it.
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** The part of the viewport not covered by the sticky header and the fixed bottom navigation. */
async function visibleArea(page: Page): Promise<{ top: number; bottom: number }> {
  const header = await page.getByRole('banner').first().boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return { top: header ? header.y + header.height : 0, bottom: nav ? nav.y : height };
}

async function expectInSight(page: Page, target: Locator, what: string): Promise<void> {
  const area = await visibleArea(page);
  const box = await target.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}: top ${box.y} below the header (${area.top})`).toBeGreaterThanOrEqual(area.top - 1);
  expect(
    box.y + box.height,
    `${what}: bottom ${box.y + box.height} above the navigation (${area.bottom})`,
  ).toBeLessThanOrEqual(area.bottom + 1);
}

/** Taps a button already in sight: the page must not scroll, neither to reach it nor because of the round. */
async function tapInPlace(page: Page, button: Locator, what: string): Promise<void> {
  await expectInSight(page, button, what);
  const before = await page.evaluate(() => window.scrollY);
  await button.click();
  expect(await page.evaluate(() => window.scrollY), `${what} moved the page`).toBe(before);
}

for (const viewport of PHONES) {
  const size = `${viewport.width}×${viewport.height}`;

  test.describe(`a ${size} phone`, () => {
    test.use({ viewport });

    test(`dice: the Roll button and the roll are on one screen at ${size}`, async ({ page }) => {
      await page.goto('/en/games/dice');
      await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
      const roll = page.getByRole('button', { name: 'Roll', exact: true });
      await tapInPlace(page, roll, 'Roll');
      await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
      await expectInSight(page, page.getByTestId('dice-roll'), 'the roll');
      await expectInSight(page, roll, 'Roll after the round');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test(`miner: the board and Start, then the board and Cash out, are on one screen at ${size}`, async ({ page }) => {
      await page.goto('/en/games/miner');
      await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
      await page.getByLabel('Mines', { exact: true }).selectOption('1');
      // Choosing the mines is in the panel below; the round starts from where the board is.
      await page.evaluate(() => window.scrollTo(0, 0));
      await tapInPlace(page, page.getByRole('button', { name: 'Start the round' }), 'Start the round');
      await expect(page.getByTestId('miner-result')).toHaveText('Open any tile');
      for (const tile of ['Tile 1', 'Tile 25']) {
        await expectInSight(page, page.getByRole('button', { name: tile, exact: true }), tile);
      }
      await tapInPlace(page, page.getByRole('button', { name: 'Tile 13', exact: true }), 'Tile 13');
      await expect(page.getByTestId('miner-result')).not.toHaveText('Open any tile');
      await expectInSight(page, page.getByTestId('miner-result'), 'the result line');
      await expectInSight(page, page.getByRole('button', { name: /^Tile 1(: gem|: mine)?$/ }), 'the first tile');
      await expectInSight(page, page.getByRole('button', { name: /^Tile 25(: gem|: mine)?$/ }), 'the last tile');
      const cashOut = page.getByRole('button', { name: /^Cash out/ });
      if (await page.getByRole('button', { name: 'Tile 13: gem' }).isVisible()) {
        await tapInPlace(page, cashOut, 'Cash out');
        await expect(page.getByTestId('miner-result')).toContainText('You cashed out');
      }
      await expectInSight(page, page.getByTestId('miner-result'), 'the outcome');
      await expectInSight(page, page.getByRole('button', { name: 'Start the round' }), 'the next Start');
    });

    test(`roulette: Spin, the wheel and its result are on one screen at ${size}`, async ({ page }) => {
      await page.goto('/en/games/roulette');
      await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
      await page.getByRole('button', { name: '1–18', exact: true }).click();
      await expect(page.getByTestId('roulette-total')).not.toHaveText(/^₽0\.00$/);
      await tapInPlace(page, page.getByRole('button', { name: 'Spin', exact: true }), 'Spin');
      await expect(page.getByTestId('roulette-pocket')).toHaveText(/^\d{1,2}$/, { timeout: 10_000 });
      await expectInSight(page, page.getByTestId('roulette-wheel'), 'the wheel');
      await expectInSight(page, page.getByTestId('roulette-pocket'), 'the pocket');
      await expectInSight(page, page.getByRole('button', { name: 'Spin', exact: true }), 'Spin after the round');
    });
  });
}
