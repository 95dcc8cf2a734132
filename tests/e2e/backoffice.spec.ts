import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BACKOFFICE_API } from '../../contract/api/backoffice';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { baseURL } from '../../playwright.config';
import {
  card,
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  newOperator,
  operatorToken,
  signInAsOperator,
} from './backoffice-helpers';
import { apiCall, ensureRubCardMethod, fundedPlayerOn, operatorCall } from './helpers';

test.use({ locale: 'en-US' });

/** The player sends an identity document and a selfie from their profile. */
async function sendDocuments(page: Page) {
  await page.goto('/en/profile');
  // The profile's panel (a verification in progress may open the same panel in a dialog too).
  const verification = page.getByRole('main').getByTestId('verification');
  await verification.getByLabel(/^Identity document/).setInputFiles('public/icons/icon-192.png');
  await verification.getByLabel(/^Selfie/).setInputFiles('public/icons/icon-512.png');
  await verification.getByRole('button', { name: 'Send for review' }).click();
  await expect(verification.getByRole('status')).toContainText('being reviewed');
}

async function requestPayout(token: string, amount: string): Promise<number> {
  const answer = await apiCall<{ data: { id: number } }>(
    baseURL,
    'POST',
    BILLING_API.requestPayout.path,
    token,
    { amount, method: 'card', destination: '4242424242424242' },
    { 'idempotency-key': `e2e-payout-${Date.now()}-${Math.random()}` },
  );
  return answer.data.id;
}

test('an operator signs in with 2FA, approves a KYC document and a payout, and the player sees both', async ({
  page,
  browser,
}) => {
  await ensureRubCardMethod(baseURL);
  const player = await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  await sendDocuments(page);
  const payoutId = await requestPayout(player.token, '300');

  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  // An admin starts at the first area, the verification queue (waiting for review by default).
  await expect(office).toHaveURL(/\/backoffice\/verifications/);
  const kyc = card(office, 'verification', `Player ${player.id}`);
  await expect(kyc).toContainText('Waiting for review');
  await kyc.getByRole('button', { name: `Show the identity document of player ${player.id}` }).click();
  await expect(kyc.getByRole('img', { name: `Identity document of player ${player.id}` })).toBeVisible();
  await kyc.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByRole('status')).toHaveText(`Player ${player.id} is verified.`);
  await expect(kyc).toHaveCount(0);

  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payouts' }).click();
  const payout = card(office, 'payout', new RegExp(`^Payout ${payoutId} · ₽300\\.00$`));
  await expect(payout).toContainText('Waiting for review');
  await payout.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByRole('status')).toHaveText(`Payout ${payoutId} approved.`);
  // Approved payouts leave the queue of those waiting; "All" shows it being sent, to be marked paid.
  await office.getByLabel('Status').selectOption({ label: 'All' });
  await expect(payout).toContainText('Approved, being sent');
  await payout.getByRole('button', { name: 'Mark paid' }).click();
  await expect(office.getByRole('status')).toHaveText(`Payout ${payoutId} marked paid.`);
  await expect(payout).toContainText('Paid');

  // Every decision is in the audit log, under the operator who made it.
  await office.getByRole('link', { name: 'Audit log' }).click();
  await office.getByLabel('Target').fill(`payout:${payoutId}`);
  await office.getByRole('button', { name: 'Search' }).click();
  const rows = office.getByRole('region', { name: 'Audit entries' }).getByRole('row');
  await expect(rows.filter({ hasText: 'payout.complete' })).toContainText(admin.email);
  await expect(rows.filter({ hasText: 'payout.approve' })).toContainText(admin.email);

  // The player sees both: verified, and the withdrawal paid.
  await page.reload();
  await expect(page.getByRole('main').getByTestId('verification')).toContainText('You are verified.');
  await page.getByRole('main').getByRole('button', { name: 'Withdraw' }).click();
  const mine = page.getByRole('dialog', { name: 'Withdraw' }).getByTestId('payout').first();
  await expect(mine).toContainText('₽300.00');
  await expect(mine).toContainText('Paid');
});

test('a risk operator rejects a verification with a reason, and the player reads it on their profile', async ({
  page,
  browser,
}) => {
  const player = await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  await sendDocuments(page);

  const risk = await newOperator('risk');
  const office = await signInAsOperator(browser, risk);
  const kyc = card(office, 'verification', `Player ${player.id}`);
  await kyc.getByRole('button', { name: 'Reject' }).click();
  const reason = kyc.getByLabel('Why is it rejected?');
  await expect(reason).toBeFocused();
  await office.keyboard.type('The selfie is blurred: take it again in daylight.');
  await office.keyboard.press('Tab');
  await office.keyboard.press('Enter');
  await expect(office.getByRole('status')).toHaveText(`Player ${player.id} was rejected.`);

  await page.reload();
  const verification = page.getByRole('main').getByTestId('verification');
  await expect(verification).toContainText('Verification did not pass');
  await expect(verification).toContainText('The selfie is blurred: take it again in daylight.');
});

test('a support operator sees no payout approval, and a direct call with their session answers 403', async ({
  page,
  browser,
}) => {
  const player = await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  const payoutId = await requestPayout(player.token, '200');

  const support = await newOperator('support');
  const office = await signInAsOperator(browser, support);
  const areas = office.getByRole('navigation', { name: 'Back office' }).getByRole('link');
  await expect(areas).toHaveText([
    'Verification',
    'Players',
    'Payouts',
    'Support inbox',
    'Sportsbook',
    'Bonuses',
    'Tournaments',
  ]);

  await areas.filter({ hasText: 'Payouts' }).click();
  const payout = card(office, 'payout', new RegExp(`^Payout ${payoutId} · `));
  await expect(payout).toContainText('Waiting for review');
  await expect(payout.getByRole('button')).toHaveCount(0);
  await expect(office.getByText('approving and rejecting them is for payments')).toBeVisible();
  // Typing the address of a screen the role has not: back to the start.
  await office.goto('/backoffice/operators');
  await expect(office).toHaveURL(/\/backoffice\/verifications/);

  // The session the page holds (in the back office's own database), used directly: refused by role.
  const token = await operatorToken(office);
  expect(token).toMatch(/^bo_/);
  const refused = await apiCall(
    baseURL,
    'POST',
    pathOf(BILLING_API.operatorPayoutAction.path, { id: payoutId, action: 'approve' }),
    token,
    {},
    { 'idempotency-key': `e2e-support-${Date.now()}` },
  ).catch((error: Error) => error.message);
  expect(refused).toMatch(/: 403 .*role_forbidden/);
  const still = await operatorCall<{ data: { items: { id: number; status: string }[] } }>(
    baseURL,
    'GET',
    `${BILLING_API.operatorPayouts.path}?status=pending&per_page=100`,
  );
  expect(still.data.items.find((item) => item.id === payoutId)?.status).toBe('pending');

  // Signing out ends the session on the server too.
  await office.getByRole('button', { name: 'Sign out' }).click();
  await expect(office).toHaveURL(/\/backoffice\/sign-in/);
  const after = await apiCall(baseURL, 'GET', BACKOFFICE_API.who.path, token).catch((error: Error) => error.message);
  expect(after).toMatch(/: 401 /);
});

test('the back office’s screens fit a phone and a desktop in every language, with no accessibility findings', async ({
  browser,
}, testInfo) => {
  // Eight screens, three languages, two sizes: 48 page loads and 16 axe runs.
  test.setTimeout(300_000);
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  const screens = ['players', 'verifications', 'payouts', 'adjustments', 'deposits', 'support', 'audit', 'operators'];
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await office.setViewportSize(viewport);
    for (const locale of ['Русский', 'Қазақша', 'English']) {
      await office.getByLabel(/^(Language|Язык|Тіл)$/).selectOption({ label: locale });
      for (const screen of screens) {
        await office.goto(`/backoffice/${screen}`);
        await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(office, `${screen} ${locale} ${size}`);
      }
    }
    for (const screen of screens) {
      await office.goto(`/backoffice/${screen}`);
      await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
      await office.screenshot({ path: testInfo.outputPath(`backoffice-${screen}-${size}.png`), fullPage: true });
      await expectNoSeriousAxeFindings(office, `${screen} ${size}`);
    }
  }
  const signIn = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn.goto('/backoffice/sign-in');
  await signIn.screenshot({ path: testInfo.outputPath('backoffice-sign-in-desktop.png') });
});

/** Every file of the build a player downloads or the service worker precaches: all of dist but the back office. */
async function playerFiles(): Promise<string[]> {
  const entries = await readdir('dist', { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative('dist', join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('backoffice/') && !/\.(map|br|gz)$/.test(file));
}

test('no back-office code is in a player’s files or the service worker’s precache', async ({ request }) => {
  const backofficePage = await request.get('/backoffice/');
  expect(backofficePage.status()).toBe(200);
  expect(await backofficePage.text()).toContain('noindex');
  // The back office's worker names itself with this mark: its entry chunk has it, and no player's file may.
  const backofficeFiles = await readdir('dist/backoffice/assets');
  const marked = await Promise.all(
    backofficeFiles.map(async (file) =>
      (await readFile(join('dist/backoffice/assets', file), 'utf8')).includes('lucky-backoffice'),
    ),
  );
  expect(marked.some(Boolean)).toBe(true);

  const files = await playerFiles();
  expect(files).toContain('sw.js');
  const leaking: string[] = [];
  for (const file of files) {
    const text = await readFile(join('dist', file), 'utf8').catch(() => '');
    if (text.includes('lucky-backoffice') || text.includes('Back office sign-in')) leaking.push(file);
  }
  expect(leaking).toEqual([]);
  const sw = await readFile('dist/sw.js', 'utf8');
  // The precache list: {url:`/index.html`, …} entries (quoted either way by the minifier).
  expect(sw).toMatch(/url:\s*[`'"]\/index\.html[`'"]/);
  expect(sw).not.toMatch(/url:\s*[`'"]\/backoffice\//);
});
