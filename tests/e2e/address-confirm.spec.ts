import { expect, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { baseURL } from '../../playwright.config';
import { outboxCode, registerThroughModal, uniqueEmail } from './helpers';

test('a new player confirms the e-mail with the code from the outbox; the profile shows it confirmed', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('confirm');
  await page.goto('/en');
  await registerThroughModal(page, { email, password: 'confirm pass 12', currency: 'RUB', keepConfirmation: true });

  const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await expect(confirm).toContainText(email);
  // The resend waits out the server's interval, counting down.
  await expect(confirm.getByRole('timer')).toContainText(/You can ask for a new code in \d+ s/);
  await expect(confirm.getByRole('button', { name: 'Send the code again' })).toHaveCount(0);
  // A player who registered seconds ago is greeted as new.
  await expect(page.getByText('Welcome to Lucky Mirror')).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('confirm-email.png') });

  const code = await outboxCode(baseURL, email);
  const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  await confirm.getByLabel('Code from the e-mail').fill(wrong);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toContainText('The code is not right');

  await confirm.getByLabel('Code from the e-mail').fill(code);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();

  await page.goto('/en/profile');
  await expect(page.getByTestId('email-status')).toHaveText('confirmed');
  await expect(page.getByRole('button', { name: 'Confirm the e-mail' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('profile-confirmed.png') });
});

test('an unconfirmed e-mail can be confirmed later from the profile', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('later');
  await page.goto('/en');
  await registerThroughModal(page, { email, password: 'confirm pass 12', currency: 'RUB' });
  await page.goto('/en/profile');
  await expect(page.getByTestId('email-status')).toHaveText('not confirmed');
  await page.screenshot({ path: testInfo.outputPath('profile-not-confirmed-390.png') });
  await page.getByRole('button', { name: 'Confirm the e-mail' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  // Within 60 s of the registration's code the server refuses a new one and says how long to wait.
  await expect(confirm.getByRole('timer')).toContainText(/You can ask for a new code in \d+ s/);
  await confirm.getByLabel('Code from the e-mail').fill(await outboxCode(baseURL, email));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('email-status')).toHaveText('confirmed');
});

test('a social login whose provider cannot be reached says so in the login modal', async ({
  page,
  context,
}, testInfo) => {
  // The provider's address cannot be reached from the browser (a blocked or down host).
  await context.route(`**${AUTH_API.socialSandboxAuthorize.path}**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/en?login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Sandbox' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'The login provider cannot be reached right now. Try again later or log in another way.',
  );
  await page.screenshot({ path: testInfo.outputPath('social-unreachable.png') });
  // The blank popup does not stay behind.
  await expect.poll(() => context.pages().length).toBe(1);
});
