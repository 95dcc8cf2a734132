import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BACKOFFICE_API, type OperatorView } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { baseURL } from '../../playwright.config';
import { operatorCall, uniqueEmail } from './helpers';

const PASSWORD = 'back office pass 1';

/** A new operator, created by the automation token (acting as admin), with the secret of their authenticator. */
export async function newOperator(role: OperatorRole) {
  const email = uniqueEmail(`bo-${role}`);
  const created = await operatorCall<{ data: { operator: OperatorView; totp_secret: string } }>(
    baseURL,
    'POST',
    BACKOFFICE_API.createOperator.path,
    { email, name: `E2E ${role}`, role, password: PASSWORD },
  );
  const totp = new TOTP({ secret: Secret.fromBase32(created.data.totp_secret), digits: 6, period: 30 });
  return { email, code: () => totp.generate() };
}

/** Signs in through the back office's page: e-mail, password and the authenticator's code. */
export async function signInAsOperator(browser: Browser, operator: Awaited<ReturnType<typeof newOperator>>) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
  const form = page.getByRole('form', { name: 'Back office sign-in' });
  await form.getByLabel('E-mail').fill(operator.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Code from the authenticator app').fill(operator.code());
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toBeVisible();
  return page;
}

/** The session token the page holds (in the back office's own database), to call the API with it directly. */
export function operatorToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('backofficeSession');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('session').objectStore('session').get('current');
          read.onsuccess = () => resolve((read.result as { token: string }).token);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** A card of a list (its test id) by its heading. */
export const card = (page: Page, testId: string, heading: string | RegExp) =>
  page.getByTestId(testId).filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
