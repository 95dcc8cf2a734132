import { expect, type Page, test } from '@playwright/test';
import { ADJUSTMENTS_API } from '../../contract/api/backoffice-adjustments';
import { type BalanceAnswer, WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import {
  card,
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  newOperator,
  operatorToken,
  signInAsOperator,
} from './backoffice-helpers';
import { apiCall, depositThroughSandbox, ensureRubCardMethod, fundedPlayerOn, operatorCall } from './helpers';

test.use({ locale: 'en-US' });

/** The player's page, found by e-mail from the Players area. */
async function openPlayer(office: Page, email: string, id: number) {
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Players' }).click();
  await office.getByLabel('Id, e-mail or phone').fill(email);
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('link', { name: `#${id} · ${email}` }).click();
  await expect(office.getByRole('heading', { level: 1 })).toHaveText(`Player #${id} · ${email}`);
}

const cashOf = (office: Page) => office.getByTestId('balances').getByTestId('cash-RUB');

test('an admin finds a player by e-mail, asks for an adjustment above the threshold, and a second operator approves it', async ({
  browser,
}) => {
  const player = await fundedPlayerOn(null, baseURL, 'bo-players', '1000.00');
  const admin = await newOperator('admin');
  const payments = await newOperator('payments');

  const office = await signInAsOperator(browser, admin);
  await openPlayer(office, player.email, player.id);
  await expect(cashOf(office)).toHaveText('₽1,000.00');
  const ledger = office.getByTestId('ledger');
  await expect(ledger.getByRole('row').filter({ hasText: 'adjustment' })).toHaveCount(1);

  // 15 000 RUB is above the 10 000 threshold: nothing moves, a request waits for a second operator.
  const adjust = office.getByRole('form', { name: 'Manual adjustment' });
  await adjust.getByLabel('Amount, RUB').fill('15 000');
  await adjust.getByLabel('Reason (kept in the audit log)').fill('e2e goodwill after an outage');
  await adjust.getByRole('button', { name: 'Credit' }).dblclick();
  const asked = office.getByTestId('adjust').getByRole('status');
  await expect(asked).toContainText('waits for a second operator');
  const requestId = Number((await asked.textContent())?.match(/request (\d+)/)?.[1]);
  expect(requestId).toBeGreaterThan(0);
  await expect(cashOf(office)).toHaveText('₽1,000.00');

  // A double click asked once; the one who asked sees it but may not decide it.
  const waiting = await operatorCall<{ data: { id: number; user_id: number }[] }>(
    baseURL,
    'GET',
    `${ADJUSTMENTS_API.list.path}?status=pending&limit=200`,
  );
  expect(waiting.data.filter((request) => request.user_id === player.id).map((request) => request.id)).toEqual([
    requestId,
  ]);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Adjustments' }).click();
  const own = card(office, 'adjustment', new RegExp(`^Adjustment ${requestId} · `));
  await expect(own).toContainText('You asked for this adjustment');
  await expect(own.getByRole('button')).toHaveCount(0);

  // The second operator (payments) approves it: the money is posted once.
  const second = await signInAsOperator(browser, payments);
  await second.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Adjustments' }).click();
  const theirs = card(second, 'adjustment', new RegExp(`^Adjustment ${requestId} · `));
  await expect(theirs).toContainText('e2e goodwill after an outage');
  await expect(theirs).toContainText(admin.email);
  await theirs.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText(`Adjustment ${requestId} approved: ₽15,000.00 posted.`)).toBeVisible();
  await expect(theirs).toHaveCount(0);

  // The player's balance follows: on the admin's page and for the player.
  await openPlayer(office, player.email, player.id);
  await expect(cashOf(office)).toHaveText('₽16,000.00');
  await expect(ledger.getByRole('row').filter({ hasText: 'adjustment' })).toHaveCount(2);
  const balance = await apiCall<BalanceAnswer>(baseURL, 'GET', WALLET_API.balance.path, player.token);
  expect(balance.data.balance).toBe('16000.00');

  // A note, added once however often it is clicked.
  const notes = office.getByTestId('notes');
  await notes.getByLabel('New note (operators only)').fill('Called the player about the outage.');
  await notes.getByRole('button', { name: 'Add the note' }).dblclick();
  await expect(notes.getByRole('status')).toHaveText('Note added.');
  await expect(notes.getByText('Called the player about the outage.')).toHaveCount(1);
});

test('a support operator reads a player but sees no adjustment, and a direct adjustment with their session answers 403', async ({
  browser,
}) => {
  const player = await fundedPlayerOn(null, baseURL, 'bo-players', '1000.00');
  const support = await newOperator('support');
  const office = await signInAsOperator(browser, support);
  await expect(office.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Verification',
    'Players',
    'Payouts',
    'Support inbox',
    'Sportsbook',
    'Bonuses',
    'Tournaments',
  ]);
  await openPlayer(office, player.email, player.id);
  await expect(cashOf(office)).toHaveText('₽1,000.00');
  await expect(office.getByTestId('notes')).toBeVisible();
  await expect(office.getByRole('form', { name: 'Manual adjustment' })).toHaveCount(0);
  await expect(office.getByRole('button', { name: /Credit|Debit/ })).toHaveCount(0);
  await office.goto('/backoffice/adjustments');
  await expect(office).toHaveURL(/\/backoffice\/verifications/);

  const token = await operatorToken(office);
  const refused = await apiCall(
    baseURL,
    'POST',
    WALLET_API.operatorAdjust.path,
    token,
    { user_id: player.id, account: 'cash', amount: '500', reason: 'support tries' },
    { 'idempotency-key': `e2e-support-adjust-${Date.now()}` },
  ).catch((error: Error) => error.message);
  expect(refused).toMatch(/: 403 .*role_forbidden/);
  const balance = await apiCall<BalanceAnswer>(baseURL, 'GET', WALLET_API.balance.path, player.token);
  expect(balance.data.balance).toBe('1000.00');
});

test('a payments operator finds a paid deposit by player and refunds it with a reason, once', async ({
  page,
  browser,
}) => {
  await ensureRubCardMethod(baseURL);
  const player = await fundedPlayerOn(null, baseURL, 'bo-players', '1000.00');
  await page
    .context()
    .addCookies(['bearerToken', 'token'].map((name) => ({ name, value: player.token, url: baseURL })));
  await page.goto('/en/');
  await depositThroughSandbox(page, '700');

  const payments = await newOperator('payments');
  const office = await signInAsOperator(browser, payments);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Deposits' }).click();
  const filters = office.getByRole('form', { name: 'Deposit filters' });
  await filters.getByLabel('Status').selectOption({ label: 'Paid' });
  await filters.getByLabel('Player id').fill(String(player.id));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(office).toHaveURL(new RegExp(`status=paid.*player=${player.id}|player=${player.id}.*status=paid`));
  const deposit = office.getByTestId('deposit');
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText('Paid (paid)');
  await expect(deposit).toContainText('₽700.00');

  await deposit.getByRole('button', { name: 'Refund' }).click();
  await deposit.getByLabel('Why is it refunded?').fill('The player paid twice by mistake');
  await deposit.getByRole('button', { name: 'Refund the deposit' }).dblclick();
  await expect(office.getByText(/refunded: ₽700\.00 taken back from the player's balance\.$/)).toBeVisible();
  await expect(deposit).toContainText('The player paid twice by mistake');
  await expect(deposit.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const balance = await apiCall<BalanceAnswer>(baseURL, 'GET', WALLET_API.balance.path, player.token);
  expect(balance.data.balance).toBe('1000.00');
});

test('a player’s page, the adjustments and the deposits fit a phone and a desktop, with no accessibility findings', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = await fundedPlayerOn(null, baseURL, 'bo-players', '1000.00');
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  const screens = {
    player: `/backoffice/players/${player.id}`,
    search: `/backoffice/players?q=${encodeURIComponent(player.email)}`,
    adjustments: '/backoffice/adjustments',
    deposits: '/backoffice/deposits',
  };
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await office.setViewportSize(viewport);
    for (const locale of ['Русский', 'Қазақша', 'English']) {
      await office.getByLabel(/^(Language|Язык|Тіл)$/).selectOption({ label: locale });
      await office.goto(screens.player);
      await expect(office.getByTestId('ledger').getByRole('row')).toHaveCount(2);
      await expectNoSidewaysScroll(office, `player ${locale} ${size}`);
    }
    for (const [name, address] of Object.entries(screens)) {
      await office.goto(address);
      await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
      await office.waitForLoadState('networkidle');
      await office.screenshot({ path: testInfo.outputPath(`backoffice-${name}-${size}.png`), fullPage: true });
      await expectNoSeriousAxeFindings(office, `${name} ${size}`);
    }
  }
});
