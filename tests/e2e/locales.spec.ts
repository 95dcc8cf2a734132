import { expect, test } from '@playwright/test';

test('switching to Russian and to Kazakh changes the language, the address and the saved cookie', async ({ page }) => {
  await page.goto('/en/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');

  await page.getByRole('button', { name: 'Русский' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-яЁё]/);

  await page.getByRole('button', { name: 'Қазақша' }).first().click();
  await expect(page).toHaveURL(/\/kz\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-яӘәҒғҚқҢңӨөҰұҮүІі]/);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('kz');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The saved choice is honoured on the next visit to an unprefixed path.
  await page.goto('/bonuses');
  await expect(page).toHaveURL(/\/kz\/bonuses$/);
});

test('/ru/... goes to the unprefixed path; an unknown prefix is a 404', async ({ page }) => {
  await page.goto('/ru/top');
  await expect(page).toHaveURL(/localhost:\d+\/top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/no-such-page');
});

test('/reset-password/{token} without a phone goes to /error', async ({ page }) => {
  await page.goto('/en/reset-password/abc123');
  await expect(page).toHaveURL(/\/en\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await page.goto('/en/reset-password/abc123?phone=79990001122');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
});
