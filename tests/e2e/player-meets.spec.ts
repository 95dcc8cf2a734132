import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail, waitForServiceWorker } from './helpers';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

/** A player registered from the test process: their token and id. */
async function newPlayer(tag: string): Promise<{ token: string; userId: number }> {
  const answer = await apiCall<{ token: string }>(baseURL, 'POST', '/api/v2/auth/register/email', '', {
    email: uniqueEmail(tag),
    password: `${tag} pass 1`,
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const me = await apiCall<{ data: { id: number } }>(baseURL, 'GET', '/profile/user', answer.token);
  return { token: answer.token, userId: me.data.id };
}

test('offline with a token and no saved copy: the signed-in frame, never the guest view; the profile comes back with the network', async ({
  page,
  context,
}, testInfo) => {
  const { token, userId } = await newPlayer('nocopy');
  await operatorCall(baseURL, 'POST', '/operator/wallet/adjust', {
    user_id: userId,
    amount: '75.00',
    account: 'cash',
    reason: 'e2e',
  });

  // A new device profile: the app is installed, the worker's storage is empty, and the session cookie is there.
  await page.goto('/en');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
  await page.reload();

  const header = page.getByRole('banner');
  await expect(header.getByTestId('balance-not-loaded')).toContainText('Not loaded yet, you are offline');
  await expect(header.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-no-copy-home.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'Not loaded yet, you are offline' })).toBeVisible();
  await expect(page.getByText('Log in to see your profile')).toHaveCount(0);
  await expect(page.getByTestId('status-banner')).toContainText('not loaded yet on this device');
  await page.screenshot({ path: testInfo.outputPath('offline-no-copy-profile-390.png') });

  // The network returns: the profile and the balance appear without a reload.
  await context.setOffline(false);
  await expect(header.getByTestId('balance')).toContainText('75.00');
  await expect(page.getByRole('heading', { name: 'Not loaded yet, you are offline' })).toBeHidden();
  await expect(page.getByText('Bonus balance')).toBeVisible();
  await expect(page.getByTestId('status-banner')).toBeHidden();
});

test('the roulette outcome stays out of sight until the wheel stops: the balance and the history row change when it lands', async ({
  page,
  context,
}) => {
  const { token, userId } = await newPlayer('wheel');
  await operatorCall(baseURL, 'POST', '/operator/wallet/adjust', {
    user_id: userId,
    amount: '100.00',
    account: 'cash',
    reason: 'e2e',
  });
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
  await page.goto('/en/games/roulette');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('100.00');
  await page.getByRole('button', { name: '17', exact: true }).click();
  await page.getByRole('button', { name: 'Spin', exact: true }).click();

  // The server has answered (the wheel spins towards its pocket): the balance, the history and the text wait.
  const outcome = page.getByRole('status').filter({ hasText: /No more bets|you won|no win this time/ });
  await expect(outcome).toHaveText('No more bets…');
  await page.waitForTimeout(1200);
  await expect(outcome).toHaveText('No more bets…');
  expect(await balance.textContent()).toContain('100.00');
  expect(await page.getByTestId('recent-bet').count()).toBe(0);

  // The wheel stops: all of it at once (a straight bet pays 36 times the chip or nothing, so the balance moves).
  await expect(outcome).toHaveText(/^\d{1,2}: (you won|no win this time)/);
  await expect(balance).not.toContainText('100.00');
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
});
