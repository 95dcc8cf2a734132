import { expect, test } from '@playwright/test';
import { ANALYTICS_API } from '../../contract/api/analytics';
import { pathOf } from '../../contract/api/endpoint';
import { SUPPORT_API } from '../../contract/api/support';
import { baseURL } from '../../playwright.config';
import { operatorCall, registerThroughModal, uniqueEmail } from './helpers';
import { currentPlayer, DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

/** Chromium's install offer, as the browser would fire it (its prompt resolves without a dialog). */
async function offerInstall(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    dispatchEvent(offer);
  });
}

test('the install banner appears on the browser offer and stays hidden after dismissal, across a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Install the app' });
  await expect(banner).toBeHidden();
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('install-banner.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('install-banner-phone.png') });

  // Keyboard: Tab reaches "Not now", Enter dismisses.
  await banner.getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vite-pwa:hide-install'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offerInstall(page);
  await page.waitForTimeout(300);
  await expect(banner).toBeHidden();
});

test('support chat: the player writes, the operator answers, the button shows the unread count', async ({
  page,
}, testInfo) => {
  await page.goto('/en');
  // A guest is offered a way in.
  await page.getByRole('button', { name: 'Support chat' }).click();
  await expect(page.getByRole('region', { name: 'Support' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Support' })).toBeHidden();

  await registerThroughModal(page, { email: uniqueEmail('chat'), password: 'chat pass 123', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toBeVisible();
  const { userId } = await currentPlayer(page, baseURL);

  await page.getByRole('button', { name: 'Support chat' }).click();
  const panel = page.getByRole('region', { name: 'Support' });
  const field = panel.getByLabel('Your message');
  await expect(field).toBeFocused();
  await field.fill('My deposit has not arrived');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('My deposit has not arrived');
  await expect(field).toHaveValue('');
  await panel.getByRole('button', { name: 'Close support' }).click();

  await operatorCall(baseURL, 'POST', pathOf(SUPPORT_API.operatorAnswer.path, { userId }), {
    body: 'We found it: it is on your balance now.',
  });
  // The count refreshes 250 ms after a route change.
  await page.getByRole('link', { name: 'Bonuses' }).first().click();
  await expect(page.getByRole('button', { name: 'Support chat, 1 unread' })).toBeVisible();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath('support-unread.png') });

  await page.getByRole('button', { name: 'Support chat, 1 unread' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('We found it');
  await page.screenshot({ path: testInfo.outputPath('support-panel.png') });
  // Phones: a full-height sheet.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('support-panel-phone.png') });
  await panel.getByRole('button', { name: 'Close support' }).click();
  await expect(page.getByRole('button', { name: 'Support chat', exact: true })).toBeVisible();
  await expect(page.getByTestId('support-unread')).toBeHidden();
});

test('analytics events reach our collector, and no third-party host is contacted', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));

  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('stats'), password: 'stats pass 123', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toBeVisible();
  const { userId } = await currentPlayer(page, baseURL);
  await page.getByRole('link', { name: 'Bonuses' }).first().click();
  await expect(page).toHaveURL(/\/en\/bonuses/);

  type Stored = { data: { items: { name: string; user_id: number | null; properties: Record<string, unknown> }[] } };
  // The queue sends what waits every 10 s.
  await expect
    .poll(
      async () =>
        (
          await operatorCall<Stored>(baseURL, 'GET', `${ANALYTICS_API.operatorEvents.path}?user_id=${userId}`)
        ).data.items.map((event) => event.name),
      { timeout: 25_000, intervals: [1000] },
    )
    .toEqual(expect.arrayContaining(['logged_in', 'page_view']));
  const views = await operatorCall<Stored>(
    baseURL,
    'GET',
    `${ANALYTICS_API.operatorEvents.path}?user_id=${userId}&name=page_view`,
  );
  expect(views.data.items.map((event) => event.properties.path)).toContain('/en/bonuses');
  expect(views.data.items[0]?.properties).toMatchObject({ device: 'desktop', browser: 'chrome', locale: 'en' });

  for (const host of hosts) expect(host === 'localhost' || host.endsWith('.localhost')).toBe(true);
});
