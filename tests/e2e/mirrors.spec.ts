import { expect, test } from '@playwright/test';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { startBlackHoleProxy } from './black-hole-proxy';
import { operatorCall, registerThroughModal, startOwnServer, uniqueEmail, waitForServiceWorker } from './helpers';

const serverPort = Number(new URL(baseURL).port) + 2;

test('a signed-in player whose API host is black-holed keeps playing through a mirror and stays signed in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The site is reached through a proxy (its own address, as a player's blocked domain); the mirrors directly.
  const proxy = await startBlackHoleProxy(serverPort);
  const site = `http://localhost:${proxy.port}`;
  const mirrors = `m1.localhost:${serverPort},m2.localhost:${serverPort}`;
  const server = await startOwnServer(serverPort, {
    MIRRORS: mirrors,
    SITE_ORIGINS: site,
  });
  try {
    await page.goto(`${site}/en`);
    await registerThroughModal(page, { email: uniqueEmail('mirror'), password: 'mirror pass 12', currency: 'RUB' });
    await expect(page.getByTestId('balance')).toContainText('0.00');
    const userId = await page.evaluate(async () => {
      const token = document.cookie.match(/bearerToken=([^;]+)/)?.[1] ?? '';
      const payload = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string | number };
      return Number(payload.sub);
    });
    await operatorCall(server.origin, 'POST', WALLET_API.operatorAdjust.path, {
      user_id: userId,
      account: 'cash',
      amount: '100',
      reason: 'e2e mirror test',
    });
    await page.goto(`${site}/en/games/dice`);
    await expect(page.getByTestId('balance')).toContainText('100.00');
    // The dice page's own code has arrived, and the service worker (with every chunk precached) controls the page:
    // once the domain goes dark, nothing the test uses may still be on its way from it.
    await expect(page.getByLabel('Bet, RUB')).toBeEditable();
    await waitForServiceWorker(page);

    // The player's domain goes dark: requests hang, nothing is refused.
    proxy.blackHole();
    await page.getByLabel('Bet, RUB').fill('10');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('recent-bet')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
    await expect(page.getByTestId('balance')).not.toContainText('100.00');
    expect(proxy.firstSwallowedAt()).not.toBeNull();

    // A quiet notice, not a modal: play goes on.
    const notice = page.getByRole('region', { name: 'Connection moved to a mirror' });
    await expect(notice).toContainText(/m[12]\.localhost/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Bet, RUB').fill('5');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByTestId('recent-bet')).toHaveCount(2);
    const balance = (await page.getByTestId('balance').textContent()) ?? '';

    // Moving the whole app to the mirror keeps the player signed in there.
    await notice.getByRole('button', { name: 'Open the mirror' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://m[12]\\.localhost:${serverPort}/en/games/dice`));
    await expect(page.getByTestId('balance')).toHaveText(balance);
    await expect(page).not.toHaveURL(/simpleAuthToken/);
    await expect(page.getByRole('button', { name: /^Sign up$/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Connection moved to a mirror' })).toHaveCount(0);
  } finally {
    await server.stop();
    await proxy.close();
  }
});

test('the service worker keeps the signed mirror list in syncStore when asked to sync', async ({ page }) => {
  await page.goto('/en');
  await waitForServiceWorker(page);
  const readList = () =>
    page.evaluate(
      () =>
        new Promise<{ domains: string[] } | null>((resolve, reject) => {
          const open = indexedDB.open('syncStore');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('settings').objectStore('settings').get('mirrorList');
            get.onsuccess = () => {
              open.result.close();
              resolve(get.result ? (JSON.parse(get.result.value) as { domains: string[] }) : null);
            };
          };
        }),
    );
  // The page's worker stores the list at start; take it away, then let only the service worker bring it back.
  await expect.poll(readList).not.toBeNull();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('syncStore');
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').delete('mirrorList');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  expect(await readList()).toBeNull();
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'mirror-sync' }));
  const port = new URL(baseURL).port;
  await expect.poll(readList).toMatchObject({ domains: [`m1.localhost:${port}`, `m2.localhost:${port}`] });
});
