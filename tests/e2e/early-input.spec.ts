import { expect, test } from '@playwright/test';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

/** The app's scripts arrive late (a slow network): the prerendered page is painted long before it has handlers. */
async function slowScripts(page: import('@playwright/test').Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
}

test('a tap made before the page has hydrated is not lost: it happens once the app has arrived', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
  await page.getByRole('button', { name: 'Русский' }).first().click();
  // Every script waits 2 s and the boot loads them in waves: the app arrives 5-6 s after the tap here, later under load.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-яЁё]/);
});

test('what is typed into a form before the page has hydrated is what the form sends', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/en/password/reset');
  const send = page.getByRole('button', { name: 'Send me a code' });
  await expect(send).toBeVisible();
  expect(await send.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$')))).toBe(
    false,
  );
  await page.getByLabel('E-mail').fill('typed-early@example.com');
  await send.click();
  // Once the app has arrived: the address is in the form's state (an empty one would be refused as required).
  await expect(page.getByText('If an account uses this address, a 6-digit code is on its way.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('E-mail')).toHaveValue('typed-early@example.com');
});

test('the install offer the browser makes before the app has arrived still shows the banner', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    dispatchEvent(offer);
  });
  await expect(page.getByRole('region', { name: 'Install the app' })).toBeVisible({ timeout: 15_000 });
});
