import { expect, test } from '@playwright/test';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { baseURL } from '../../playwright.config';
import {
  depositThroughSandbox,
  ensureRubCardMethod,
  openPayIn,
  operatorCall,
  registerThroughModal,
  startDeposit,
  startOwnServer,
  uniqueEmail,
} from './helpers';

test('a player deposits 500 RUB through the sandbox and sees it without a reload', async ({ page, context }) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('dep'), password: 'deposit pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');

  const payIn = await openPayIn(page);
  await payIn.getByLabel(/^Amount/).fill('99');
  await payIn.getByRole('button', { name: 'Continue' }).click();
  // Checked against the method's limits before any call (spec §5 defaults: min 100).
  await expect(payIn.getByRole('alert')).toContainText('minimum');
  await payIn.getByLabel(/^Amount/).fill('500');
  await payIn.getByRole('button', { name: 'Continue' }).click();
  await expect(payIn.getByTestId('invoice-amount')).toContainText('500.00');

  // The deposit process lives in the worker and is persisted: a reload resumes it.
  await page.reload();
  await expect(payIn.getByRole('timer')).toBeVisible();
  await expect(payIn.getByTestId('invoice-amount')).toContainText('500.00');

  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    payIn.getByRole('link', { name: 'Open the payment page' }).click(),
  ]);
  await sandbox.getByRole('button', { name: 'Pay 500.00 RUB' }).click();
  await expect(sandbox.getByText('500.00 RUB credited')).toBeVisible();
  await sandbox.close();

  // The worker's 5 s poll sees status 3: PayIn closes, SuccessPayment opens, the balance updates in place.
  const success = page.getByRole('dialog', { name: 'Payment received' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText('+₽500.00');
  await expect(page.getByTestId('balance')).toContainText('500.00');
  await expect(page).not.toHaveURL(/deposit/);
  await success.getByRole('button', { name: 'Play' }).click();

  await page.goto('/en/profile/history');
  await expect(page.getByTestId('history-row').first()).toContainText('Deposit');
  await expect(page.getByTestId('history-row').first()).toContainText('+₽500.00');
});

test('reopening Deposit, here or on another device, resumes the pending invoice with a labelled timer', async ({
  page,
  browser,
}) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('resume'), password: 'resume pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');

  const payIn = await openPayIn(page);
  await payIn.getByLabel(/^Amount/).fill('500');
  await payIn.getByRole('button', { name: 'Continue' }).dblclick();
  const payLink = payIn.getByRole('link', { name: 'Open the payment page' });
  await expect(payLink).toBeVisible();
  // The payment page's address names the invoice (its hash): the same address is the same invoice.
  const address = await payLink.getAttribute('href');
  expect(address).toMatch(/\/sandbox\/pay\/[a-f0-9]{32}$/);

  await payIn.getByRole('button', { name: 'Close' }).click();
  await expect(payIn).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(payLink).toHaveAttribute('href', address ?? '');

  // Another device: the same session, nothing saved in its storage. The server says which invoice is open.
  const other = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  try {
    const phone = await other.newPage();
    await phone.goto('/en?deposit');
    const otherPayIn = phone.getByRole('dialog', { name: 'Deposit' });
    await expect(otherPayIn.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      address ?? '',
    );
    await expect(otherPayIn.getByTestId('invoice-amount')).toContainText('500.00');
    // The countdown says what it counts, to the eye and to a screen reader.
    await expect(otherPayIn.getByText('Pay within', { exact: true })).toBeVisible();
    await expect(otherPayIn.getByRole('timer', { name: /^Pay within \d+ minutes? \d+ seconds?$/ })).toBeVisible();
    await expect(otherPayIn.getByTestId('invoice-id')).toHaveText(
      (await payIn.getByTestId('invoice-id').textContent()) ?? '',
    );
    // Cancelling it there lets the player start another deposit, and it is gone on the first device too.
    await otherPayIn.getByRole('button', { name: 'Cancel this deposit' }).click();
    await expect(otherPayIn.getByRole('button', { name: 'Continue' })).toBeVisible();
  } finally {
    await other.close();
  }
  await payIn.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(payIn.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(payIn.getByRole('timer')).toHaveCount(0);
});

test('Withdraw sits beside Deposit in the wallet overview and opens the withdrawal form', async ({ page }) => {
  await page.goto('/en/profile');
  await registerThroughModal(page, { email: uniqueEmail('wd'), password: 'withdraw pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  const deposit = page.getByRole('main').getByRole('button', { name: 'Deposit' });
  const withdraw = page.getByRole('main').getByRole('button', { name: 'Withdraw' });
  await expect(deposit).toBeVisible();
  await expect(withdraw).toBeVisible();
  const [depositBox, withdrawBox] = [await deposit.boundingBox(), await withdraw.boundingBox()];
  expect(Math.abs((depositBox?.y ?? 0) - (withdrawBox?.y ?? -100))).toBeLessThan(4);
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(dialog.getByRole('button', { name: 'Request withdrawal' })).toBeVisible();
});

test('an unpaid invoice disappears when its countdown reaches zero', async ({ page }) => {
  const server = await startOwnServer(Number(new URL(baseURL).port) + 2, { INVOICE_LIFETIME_S: '6' });
  try {
    await ensureRubCardMethod(server.origin);
    await page.goto(`${server.origin}/en`);
    await registerThroughModal(page, { email: uniqueEmail('exp'), password: 'deposit pass 2', currency: 'RUB' });
    await expect(page.getByTestId('balance')).toContainText('0.00');
    const payIn = await startDeposit(page, '150');
    await expect(payIn.getByRole('timer')).toHaveText(/00:0[0-6]/);
    await expect(page.getByRole('alert').filter({ hasText: 'The time to pay ran out' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(payIn.getByRole('timer')).toHaveCount(0);
    // The method list is back: the process and its polling are gone.
    await expect(payIn.getByRole('button', { name: 'Continue' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('a payout request holds the money, the operator approves it, and the balance follows', async ({ page }) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('pay'), password: 'payout pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');

  // Fund the account through the sandbox, as a player would.
  await depositThroughSandbox(page, '1000');

  await page.goto('/en/profile');
  await page.getByRole('main').getByRole('button', { name: 'Withdraw' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw' });
  await panel.getByLabel(/^Amount/).fill('50');
  await panel.getByLabel('Card number').fill('4242424242424242');
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('alert').last()).toBeVisible();
  await expect(panel.getByTestId('payout')).toHaveCount(0);

  await panel.getByLabel(/^Amount/).fill('300');
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
  const payout = panel.getByTestId('payout').first();
  await expect(payout).toContainText('₽300.00');
  await expect(payout).toContainText('Waiting for review');
  await expect(page.getByTestId('balance')).toContainText('700.00');

  const list = await operatorCall<{ data: { items: { id: number; status: string; amount: string }[] } }>(
    baseURL,
    'GET',
    BILLING_API.operatorPayouts.path,
  );
  const mine = list.data.items.find((item) => item.status === 'pending' && item.amount === '300.00');
  expect(mine?.status).toBe('pending');
  await operatorCall(
    baseURL,
    'POST',
    pathOf(BILLING_API.operatorPayoutAction.path, { id: mine?.id ?? 0, action: 'approve' }),
    {},
  );
  await operatorCall(
    baseURL,
    'POST',
    pathOf(BILLING_API.operatorPayoutAction.path, { id: mine?.id ?? 0, action: 'complete' }),
    {},
  );

  await page.reload();
  await expect(panel.getByTestId('payout').first()).toContainText('Paid');
  await expect(page.getByTestId('balance')).toContainText('700.00');
});
