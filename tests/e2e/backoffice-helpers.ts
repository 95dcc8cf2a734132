import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BACKOFFICE_API, type OperatorView } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { baseURL } from '../../playwright.config';
import { operatorCall, uniqueEmail } from './helpers';

export const OPERATOR_PASSWORD = 'back office pass 1';

/** A new operator, created by the automation token (acting as admin), with the secret of their authenticator. */
export async function newOperator(role: OperatorRole) {
  const email = uniqueEmail(`bo-${role}`);
  const created = await operatorCall<{ data: { operator: OperatorView; totp_secret: string } }>(
    baseURL,
    'POST',
    BACKOFFICE_API.createOperator.path,
    { email, name: `E2E ${role}`, role, password: OPERATOR_PASSWORD },
  );
  const totp = new TOTP({ secret: Secret.fromBase32(created.data.totp_secret), digits: 6, period: 30 });
  return { email, code: () => totp.generate() };
}

export type NewOperator = Awaited<ReturnType<typeof newOperator>>;

/** Signs in through the back office's page: e-mail, password and the authenticator's code. */
export async function signInAsOperator(browser: Browser, operator: NewOperator) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/sign-in/);
  const form = page.getByRole('form', { name: 'Back office sign-in' });
  await form.getByLabel('E-mail').fill(operator.email);
  await form.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await form.getByLabel('Code from the authenticator app').fill(operator.code());
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toBeVisible();
  return page;
}

/** The page never scrolls sideways; what sticks out (outside a box that scrolls) is named in the failure. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const sticking = await page.evaluate(() => {
    const clipped = (element: Element): boolean => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.slice(0, 40)}`);
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: ${sticking.join(' | ')}`).toBeLessThanOrEqual(0);
}

/** No serious or critical WCAG 2.1 AA finding on the page as it is. */
export async function expectNoSeriousAxeFindings(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    where,
  ).toEqual([]);
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
