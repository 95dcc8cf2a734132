import { expect, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail, waitForServiceWorker } from './helpers';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

/** A player registered from the test process: their token and id. */
async function newPlayer(tag: string): Promise<{ token: string; userId: number }> {
  const answer = await apiCall<{ token: string }>(baseURL, 'POST', AUTH_API.registerEmail.path, '', {
    email: uniqueEmail(tag),
    password: `${tag} pass 1`,
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const me = await apiCall<{ data: { id: number } }>(baseURL, 'GET', PROFILE_API.user.path, answer.token);
  return { token: answer.token, userId: me.data.id };
}

test('offline with a token and no saved copy: the signed-in frame, never the guest view; the profile comes back with the network', async ({
  page,
  context,
}, testInfo) => {
  const { token, userId } = await newPlayer('nocopy');
  await operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
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
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, userId } = await newPlayer('wheel');
  await operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: userId,
    amount: '100.00',
    account: 'cash',
    reason: 'e2e',
  });
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
  await page.goto('/en/games/roulette');
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('100.00');
  // The chip values follow the game's limits: wait for them before putting a chip down.
  await expect(page.getByText(/The chips together: from/)).toBeVisible();
  await page.getByRole('button', { name: '17', exact: true }).click();
  await page.getByRole('button', { name: 'Spin', exact: true }).first().click();

  // The server has answered (the wheel spins towards its pocket): the balance, the history and the text wait.
  const outcome = page.getByRole('status').filter({ hasText: /No more bets|you won|no win this time/ });
  await expect(outcome).toHaveText('No more bets…');
  await page.waitForTimeout(1200);
  await expect(outcome).toHaveText('No more bets…');
  expect(await balance.textContent()).toContain('100.00');
  expect(await page.getByTestId('recent-bet').count()).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('roulette-spinning-390.png') });

  // The wheel stops: all of it at once (a straight bet pays 36 times the chip or nothing, so the balance moves).
  await expect(outcome).toHaveText(/^\d{1,2}: (you won|no win this time)/);
  await expect(balance).not.toContainText('100.00');
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('roulette-landed-390.png') });
});

test.describe('addresses and titles', () => {
  // The server's own answers, not the installed app's.
  test.use({ serviceWorkers: 'block' });

  test('an unknown address answers 404 and shows the not-found page inside the layout; a page answers 200', async ({
    page,
  }, testInfo) => {
    expect((await page.request.get('/en/games/dice')).status()).toBe(200);
    expect((await page.request.get('/kz/profile/history')).status()).toBe(200);

    const unknown = await page.goto('/en/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /en/no-such-page' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Lucky Mirror');

    // An address whose first part is no locale is handled by the root route: still inside the layout.
    await page.setViewportSize({ width: 390, height: 844 });
    const bare = await page.goto('/no-such-page');
    expect(bare?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /: \/no-such-page$/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button')).toHaveCount(2);
    await expect(page.locator('main#main')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('not-found-390.png') });
  });

  test('every page has its own title in the player language', async ({ page }) => {
    await page.goto('/en/games/dice');
    await expect(page).toHaveTitle('Dice · Lucky Mirror');
    await page.goto('/kz/faq');
    await expect(page).toHaveTitle('Көмек · Lucky Mirror');
    await page.goto('/kz/games/roulette');
    await expect(page).toHaveTitle('Рулетка · Lucky Mirror');
    await page.goto('/games/roulette');
    await expect(page).toHaveTitle('Рулетка · Lucky Mirror');
    await page.goto('/en/profile');
    await expect(page).toHaveTitle('Profile · Lucky Mirror');
  });
});
