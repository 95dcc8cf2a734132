import { expect, test } from '@playwright/test';
import { ANALYTICS_API } from '../../contract/api/analytics';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { operatorCall, registerThroughModal, uniqueEmail, waitForServiceWorker } from './helpers';
import { currentPlayer, DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

const credit = (userId: number, amount: string) =>
  operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: userId,
    amount,
    account: 'cash',
    reason: 'e2e',
  });

test('offline launch: last known balance marked not current, saved history, clear limits, resumes by itself', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/en');
  await waitForServiceWorker(page);
  await registerThroughModal(page, { email: uniqueEmail('offline'), password: 'offline pass 1', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toBeVisible();
  const { userId } = await currentPlayer(page, baseURL);
  await credit(userId, '250.00');
  await page.goto('/en/profile/history');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('balance')).toContainText('250.00');

  // The installed app launched with no network.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('balance')).toContainText('250.00');
  const banner = page.getByTestId('status-banner');
  await expect(banner).toContainText('You are offline');
  await expect(banner).toContainText('Balance and profile last updated');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-saved')).toContainText('Saved copy from');
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('offline-history.png') });

  // What the player types offline survives a reload.
  await page.goto('/en/profile?withdraw');
  await expect(page.getByTestId('balance')).toContainText('250.00');
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByLabel(/^Amount/).fill('120');
  await expect(withdraw.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  await expect(withdraw.getByText('Withdrawals need a connection')).toBeVisible();
  await page.reload();
  await expect(withdraw.getByLabel(/^Amount/)).toHaveValue('120');

  // Meanwhile the balance changed on the server; the network returns: no reload needed.
  await credit(userId, '50.00');
  await page.goto('/en/profile/history');
  await expect(page.getByTestId('history-saved')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('balance')).toContainText('300.00');
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.getByTestId('history-saved')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeEnabled();

  // The page view of /en/profile happened offline only: it waited in the worker's queue and arrives now.
  type Stored = { data: { items: { properties: Record<string, unknown> }[] } };
  await expect
    .poll(
      async () =>
        (
          await operatorCall<Stored>(
            baseURL,
            'GET',
            `${ANALYTICS_API.operatorEvents.path}?user_id=${userId}&name=page_view`,
          )
        ).data.items.map((event) => event.properties.path),
      { timeout: 20_000, intervals: [1000] },
    )
    .toContain('/en/profile');
});
