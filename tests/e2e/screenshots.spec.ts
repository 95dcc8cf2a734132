import { expect, test } from '@playwright/test';

/** Screenshots of home at phone and desktop sizes, kept as test artifacts to look at. */
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`home at ${name} size has no horizontal overflow in any language`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    // Russian has the longest labels (Регистрация), Kazakh the longest words.
    for (const path of ['/en', '/kz', '/ru']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/en');
    await page.screenshot({ path: testInfo.outputPath(`home-${name}.png`) });
  });
}
