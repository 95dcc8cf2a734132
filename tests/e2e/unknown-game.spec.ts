import { expect, test } from '@playwright/test';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

test('an unknown slot or live table shows the site’s not-found page inside the layout, as an unknown route does, and answers 404', async ({
  page,
}) => {
  for (const path of ['/en/games/slots/no-such-slot/demo', '/en/games/live-casino/no-such-table/demo']) {
    // The server knows the catalogue and the tables: the address answers 404, as an unknown route does.
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: `Page Not Found: ${path}` })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Lucky Mirror');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // A slot that exists still opens.
  expect((await page.goto('/en/games/slots/lucky-sevens/demo'))?.status()).toBe(200);
  await expect(page.getByTestId('slot-frame')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toHaveCount(0);
});
