import { expect, type Locator, test } from '@playwright/test';

/** The smaller rough edges of issue 13 (item 8): games not played yet say so, the support button covers nothing. */

async function box(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await target.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

test('the room tiles say they are coming, crash is played (no mark), the rooms page shows every room', async ({
  page,
}) => {
  await page.goto('/en');
  const originals = page.getByRole('region', { name: 'Originals' });
  // Crash is played (issue 14): its tile is a plain link.
  await expect(originals.getByRole('link', { name: 'Crash', exact: true })).toBeVisible();
  await expect(originals.getByRole('link', { name: 'Red room Coming soon' })).toBeVisible();
  await expect(originals.getByRole('link', { name: 'Dice', exact: true })).toBeVisible();

  await page.goto('/en/games/rooms');
  for (const room of ['Red room', 'Yellow room', 'Purple room']) {
    await expect(page.getByRole('link', { name: `${room} Coming soon` })).toBeVisible();
  }
  await expect(page.getByText(/below/)).toHaveCount(0);

  await page.goto('/en/games/crash');
  await expect(page.getByText('This game cannot be played yet')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Crash bet' })).toBeVisible();
});

test('on a desktop the support button keeps clear of the page content (the amounts column of a table)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const support = await box(page.getByRole('button', { name: /^Support chat/ }));
  const contentRight = await page
    .locator('main')
    .evaluate((main) => main.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(main).paddingRight));
  expect(contentRight).toBeLessThanOrEqual(support.x);
});

test('on a phone the support button is the bottom navigation’s last slot, over no game and no other slot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/en/games/miner');
  const support = await box(page.getByRole('button', { name: /^Support chat/ }));
  const nav = page.getByRole('navigation', { name: 'Quick navigation' });
  const bar = await box(nav);
  expect(support.y).toBeGreaterThanOrEqual(bar.y);
  expect(support.y + support.height).toBeLessThanOrEqual(bar.y + bar.height);
  for (const item of await nav.locator('a, button').all()) {
    const slot = await box(item);
    expect(slot.x + slot.width, (await item.textContent()) ?? '').toBeLessThanOrEqual(support.x);
  }
});
