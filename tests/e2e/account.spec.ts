import { expect, test } from '@playwright/test';
import { registerThroughModal, uniqueEmail } from './helpers';

test('a new player registers from /en, sees 0.00 in their currency, stays signed in, and logs back in', async ({
  page,
}) => {
  const email = uniqueEmail('e2e');
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await registerThroughModal(page, { email, password: 'correct horse battery', currency: 'USD' });

  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('0.00');
  await expect(balance).toContainText('USD');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/signup/);

  // Spec §3: the token is kept in the bearerToken and token cookies for 30 days.
  const cookies = await page.context().cookies();
  for (const name of ['bearerToken', 'token']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie?.value, name).toBeTruthy();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days, name).toBeGreaterThan(29.9);
    expect(days, name).toBeLessThanOrEqual(30);
  }

  await page.reload();
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await expect(page.getByTestId('balance')).toContainText('USD');

  // The profile's header: no name yet, so "Player <id>", with the e-mail and initials from it.
  await page.goto('/en/profile');
  const identity = page.getByRole('region', { name: 'Your account' });
  await expect(identity.getByTestId('profile-name')).toHaveText(/^Player \d+$/);
  await expect(identity).toContainText(email);
  await expect(identity).toContainText('E1');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'bearerToken')).toBeUndefined();

  await page.goto('/en?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toContainText('USD');
  await expect(page).not.toHaveURL(/login/);
});

test('the server’s errors map is shown as one notification and nobody is signed in', async ({ page }) => {
  const email = uniqueEmail('dup');
  await page.goto('/en?signup');
  await registerThroughModal(page, { email, password: 'long enough pass', currency: 'EUR' });
  await expect(page.getByTestId('balance')).toContainText('EUR');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/en?signup');
  await registerThroughModal(page, { email, password: 'long enough pass', currency: 'EUR' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error');
  await expect(alert).toContainText('This e-mail is already registered');
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await expect(page).toHaveURL(/signup/);

  await page.goto('/en?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').last()).toContainText('Wrong e-mail or password');
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});
