import { expect, type Locator, test } from '@playwright/test';
import { registerThroughModal, uniqueEmail } from './helpers';

/** The smaller rough edges of issue 13 (item 8): played games carry no coming-soon mark, the support button covers nothing. */

async function box(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await target.boundingBox();
  expect(found).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

test('crash and the rooms are played: their tiles carry no coming-soon mark, the rooms page lists every room', async ({
  page,
}) => {
  await page.goto('/en');
  const originals = page.getByRole('region', { name: 'Originals' });
  for (const name of ['Crash', 'Red room', 'Dice']) {
    await expect(originals.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(originals.getByText('Coming soon')).toHaveCount(0);

  await page.goto('/en/games/rooms');
  for (const room of ['red', 'yellow', 'purple']) {
    await expect(page.getByTestId(`room-${room}`)).toBeVisible();
    await expect(page.getByTestId(`room-${room}`)).not.toContainText('Coming soon');
  }

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

test('on a 360 px phone the profile shows its current tab and the history’s filters fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('narrow'), password: 'narrow pass 12', currency: 'RUB' });
  await page.goto('/en/profile/history');
  const tabs = await box(page.getByRole('navigation', { name: 'Profile sections' }));
  const current = await box(page.getByRole('link', { name: 'History', exact: true }));
  expect(current.x).toBeGreaterThanOrEqual(tabs.x - 1);
  expect(current.x + current.width).toBeLessThanOrEqual(tabs.x + tabs.width + 1);
  const filters = page.getByRole('form', { name: 'Filter the history' });
  const area = await box(filters);
  for (const field of ['Show', 'Game', 'From', 'To']) {
    const input = await box(filters.getByLabel(field, { exact: true }));
    expect(input.x + input.width, field).toBeLessThanOrEqual(area.x + area.width + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
