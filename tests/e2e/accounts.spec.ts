import { expect, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { VERIFICATION_API } from '../../contract/api/verification';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, outboxCode, registerThroughModal, uniqueEmail } from './helpers';

test('a player registers by phone and confirms it with the code from the outbox', async ({ page }) => {
  const national = `70${String(Date.now()).slice(-8)}`;
  await page.goto('/en?signup');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await dialog.getByLabel('Country code').selectOption('KZ');
  await dialog.getByLabel('Phone number').fill(national);
  await dialog
    .getByLabel(/^Password/, { exact: false })
    .first()
    .fill('phone pass 123');
  await dialog.getByRole('checkbox', { name: /18/ }).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your phone' });
  await expect(confirm).toBeVisible();
  const code = await outboxCode(baseURL, `+7${national}`);
  await confirm.getByLabel('Code from the SMS').fill(code);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText('0.00');
});

test('a player logs in by e-mail code, changes the language in settings and signs out another device', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('acc');
  await page.goto('/en');
  await registerThroughModal(page, { email, password: 'account pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');

  // A second device: log in by a one-time code sent to the e-mail.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${baseURL}/en?login`);
  const login = second.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByRole('button', { name: 'One-time code' }).click();
  await login.getByRole('button', { name: 'Send me a code' }).click();
  const codeField = login.getByLabel('Code', { exact: true });
  await expect(codeField).toBeVisible();
  await codeField.fill(await outboxCode(baseURL, email));
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(second.getByTestId('balance')).toContainText('0.00');

  await page.goto('/en/profile/access');
  await expect(page.getByTestId('session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByTestId('session')).toHaveCount(1);
  // The other device's session is gone: its next call ends it there too.
  await second.reload();
  await expect(second.getByTestId('balance')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await other.close();

  await page.goto('/en/profile/setting');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('kz');
  await expect(page).toHaveURL(/\/kz\/profile\/setting$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});

test('a player restores the password by an e-mailed code and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('restore');
  await page.goto('/en');
  await registerThroughModal(page, { email, password: 'old password 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('balance')).toHaveCount(0);

  await page.goto('/en/password/reset');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill(await outboxCode(baseURL, email));
  await page.getByLabel(/^New password/).fill('new password 2');
  await page.getByLabel('Repeat the new password').fill('new password 2');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByTestId('balance')).toContainText('0.00');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/en?login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('new password 2');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toContainText('0.00');
});

test('a visitor signs in through the sandbox social provider in a popup', async ({ page, context }) => {
  await page.goto('/en?login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    login.getByRole('button', { name: 'Sandbox' }).click(),
  ]);
  await popup.waitForLoadState();
  await popup.getByLabel('E-mail').fill(uniqueEmail('social'));
  await popup.getByRole('button', { name: 'Allow' }).click();
  // The popup posts the one-time code to the page (origin checked), the worker exchanges it, the popup closes.
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await expect(page).not.toHaveURL(/login/);
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('the operator asks for verification, the player uploads documents and sees the approval', async ({ page }) => {
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('kyc'), password: 'verify pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'bearerToken')?.value ?? '';
  const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
  await operatorCall(baseURL, 'POST', pathOf(VERIFICATION_API.operatorRequest.path, { userId }), {});

  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(modal).toBeVisible();
  await modal.getByLabel(/^Identity document/).setInputFiles('public/icons/icon-192.png');
  await expect(modal.getByText('icon-192.png')).toBeVisible();
  await modal.getByLabel(/^Selfie/).setInputFiles('public/icons/icon-512.png');
  await modal.getByRole('button', { name: 'Send for review' }).click();
  await expect(modal.getByRole('status')).toContainText('being reviewed');
  await modal.getByRole('button', { name: 'Close' }).click();

  await operatorCall(
    baseURL,
    'POST',
    pathOf(VERIFICATION_API.operatorDecision.path, { userId, decision: 'approve' }),
    {},
  );
  await page.goto('/en/profile');
  await expect(page.getByTestId('verification')).toContainText('You are verified.');
});

test('a simpleAuthToken link with the simpleAuth cookie signs the visitor in on another device', async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('simple'), password: 'simple pass 12', currency: 'KZT' });
  await expect(page.getByTestId('balance')).toContainText('KZT');
  const bearer = (await page.context().cookies()).find((cookie) => cookie.name === 'bearerToken')?.value ?? '';
  const issued = await apiCall<{ data: { token: string } }>(baseURL, 'POST', AUTH_API.simpleAuthIssue.path, bearer);

  const other = await browser.newContext();
  await other.addCookies([{ name: 'simpleAuth', value: 'true', url: baseURL }]);
  const second = await other.newPage();
  await second.goto(`${baseURL}/en?simpleAuthToken=${issued.data.token}`);
  await expect(second.getByTestId('balance')).toContainText('KZT');
  await expect(second).not.toHaveURL(/simpleAuthToken/);
  await other.close();
});

test('a social login whose popup lost its opener finishes on the site through ?social_login_code', async ({ page }) => {
  const started = await apiCall<{ url: string }>(baseURL, 'PUT', AUTH_API.socialLogin.path, '', {
    provider: 'sandbox',
    origin: baseURL,
    currency: 'EUR',
  });
  // The consent page opened as a plain tab: no window.opener to post to.
  await page.goto(started.url);
  await page.getByLabel('E-mail').fill(uniqueEmail('opener'));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByTestId('balance')).toContainText('EUR');
  await expect(page).not.toHaveURL(/social_login_code/);
});

test('the VIP page: a visitor signs up asking for VIP, and a social login on the page asks to join', async ({
  page,
  context,
}) => {
  await page.goto('/en/vip-club');
  const card = page.getByTestId('vip-join');
  await card.getByRole('button', { name: 'Sign up and join' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByRole('checkbox', { name: /join the VIP club/ })).toBeChecked();
  await registerThroughModal(page, { email: uniqueEmail('vip'), password: 'vip pass 1234', currency: 'RUB' });
  await expect(card).toContainText('is in. A personal manager will contact you');
  await expect(card.getByRole('button')).toHaveCount(0);

  // A second visitor signs in with the sandbox provider from the VIP page: the join request follows.
  const other = await context.browser()?.newContext();
  if (!other) throw new Error('no browser');
  const second = await other.newPage();
  await second.goto(`${new URL(page.url()).origin}/en/vip-club?login`);
  const [popup] = await Promise.all([
    other.waitForEvent('page'),
    second.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sandbox' }).click(),
  ]);
  await popup.getByLabel('E-mail').fill(uniqueEmail('vip-social'));
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(second.getByTestId('vip-join')).toContainText('is in. A personal manager will contact you');
  await other.close();
});
