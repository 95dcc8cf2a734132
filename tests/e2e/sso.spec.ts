import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { startOwnServer } from './helpers';

const port = Number(new URL(baseURL).port) + 3;
const SSO = `http://sso.localhost:${port}/login`;
// Headless Chromium says "HeadlessChrome", which bot detection rightly skips: a player's browser says Chrome.
const PLAYER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

test('a guest goes to the SSO address once per browser session, unless no_sso is asked or the visitor is a bot', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(port, { SSO_URL: SSO });
  try {
    const context = await browser.newContext({ userAgent: PLAYER_UA });
    // The SSO service lies outside this machine: a stand-in page at its address.
    await context.route(`${SSO}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>SSO</title><h1>Single sign-on</h1>' }),
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/en/games/dice?ref=1`);
    await page.waitForURL(/sso\.localhost/);
    const target = new URL(page.url());
    expect(`${target.origin}${target.pathname}`).toBe(SSO);
    expect(target.searchParams.get('redirect')).toBe(`${server.origin}/en/games/dice?ref=1`);

    // Back on the site in the same browser session: no second redirect.
    await page.goto(`${server.origin}/en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(`${server.origin}/en`);

    // A new session with ?no_sso stays too.
    const fresh = await browser.newContext({ userAgent: PLAYER_UA });
    const second = await fresh.newPage();
    await second.goto(`${server.origin}/en?no_sso`);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await second.waitForTimeout(1500);
    expect(new URL(second.url()).host).toBe(new URL(server.origin).host);

    // A crawler sees the interface.
    const bot = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const crawler = await bot.newPage();
    await crawler.goto(`${server.origin}/en`);
    await expect(crawler.getByRole('heading', { level: 1 })).toBeVisible();
    await crawler.waitForTimeout(1500);
    expect(new URL(crawler.url()).host).toBe(new URL(server.origin).host);
    await Promise.all([context.close(), fresh.close(), bot.close()]);
  } finally {
    await server.stop();
  }
});
