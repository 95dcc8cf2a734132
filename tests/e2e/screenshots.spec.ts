import { expect, type Page, test } from '@playwright/test';

/** Screenshots kept as test artifacts to look at, each page first checked the way a player would see it. */
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['small-phone', { width: 360, height: 640 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const [name, viewport] of SIZES) {
  if (name === 'small-phone') continue;
  test(`home at ${name} size has no horizontal overflow in any language`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    // Russian has the longest labels (Регистрация), Kazakh the longest words.
    for (const path of ['/en', '/kz', '/ru']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.goto('/en');
    await page.screenshot({ path: testInfo.outputPath(`home-${name}.png`) });
  });
}

/** Each original with the button that plays it (a guest plays in demo mode). */
const ORIGINALS = [
  ['dice', /^Roll$/],
  ['coinflip', /^Flip for/],
  ['keno', /^Play$/],
  ['roulette', /^Spin$/],
  ['cases/starter', /^Open for/],
  ['hilo', /^Deal a card$/],
  ['miner', /^Start the round$/],
] as const;

/** The other game pages: lobbies and shared rounds, checked for their heading and their width. */
const OTHER_GAMES = ['crash', 'rooms', 'slots', 'live-casino'] as const;

for (const [name, viewport] of SIZES) {
  test.describe(`every game at ${name} size (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the originals: the play button in sight without scrolling, nothing wider than the screen', async ({
      page,
    }, testInfo) => {
      for (const [game, button] of ORIGINALS) {
        await page.goto(`/en/games/${game}`);
        await expect(page.getByTestId('demo-balance'), game).toContainText('₽1,000.00');
        const play = page.getByRole('button', { name: button }).first();
        await expect(play, game).toBeVisible();
        const box = await play.boundingBox();
        expect(box, game).not.toBeNull();
        if (box) expect(box.y + box.height, `${game}: the play button's bottom`).toBeLessThanOrEqual(viewport.height);
        expect(await horizontalOverflow(page), game).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${game.replace('/', '-')}-${name}.png`) });
      }
    });

    test('crash, rooms, slots and live casino: a heading, nothing wider than the screen', async ({
      page,
    }, testInfo) => {
      for (const game of OTHER_GAMES) {
        await page.goto(`/en/games/${game}`);
        await expect(page.getByRole('heading', { level: 1 }), game).toBeVisible();
        // The guest's header once the worker has answered, so the screenshot is the page a player looks at.
        await expect(page.getByRole('banner').getByText('Log in', { exact: true }), game).toBeVisible();
        expect(await horizontalOverflow(page), game).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${game.replace('/', '-')}-${name}.png`) });
      }
      await page.goto('/en/betting');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Log in', { exact: true })).toBeVisible();
      expect(await horizontalOverflow(page), 'betting').toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`betting-${name}.png`) });
    });
  });
}
