import { expect, type Page, test } from '@playwright/test';
import { registerThroughModal, uniqueEmail } from './helpers';

/** Issue 12: content in the first HTML, hydration that keeps it, and nothing that moves while the session loads. */

test('the HTML of /en/games/dice holds the page, in English, before any script runs', async ({ request }) => {
  const answer = await request.get('/en/games/dice');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>Dice · Lucky Mirror</title>');
  expect(html).toMatch(/<h1[^>]*>Dice<\/h1>/);
  // The game's bet form is there too, with its amount field.
  expect(html).toMatch(/<label[^>]*>Bet, RUB<\/label>/);
});

test('a page opened without JavaScript shows its heading and language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kz/games/dice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

// A case's address opens with the shell every case shares (contract/prerendered-pages.ts).
for (const path of [
  '/games/dice',
  '/en/games/dice',
  '/kz/games/dice',
  '/',
  '/en',
  '/kz',
  '/en/betting',
  '/en/games/cases/starter-case',
]) {
  test(`${path} hydrates the prerendered page without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The heading as the HTML parser made it, before the page's modules run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
        }
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydration kept the parsed node (a client render would have replaced it).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
          return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
        }),
      )
      .toBe(true);
    await page.waitForTimeout(1000);
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });
}

// Lighthouse's phone: at 4× CPU slowdown hydration runs in many slices, and the worker's first answers (the guest's
// session, the promo) land between them; the components must still hydrate with what was painted.
for (const path of ['/', '/en/games/dice']) {
  test(`${path} hydrates as painted on a 4× slower CPU, with the worker answering during hydration`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
    // The guest's header buttons come from the worker's answer: by then hydration is over.
    await expect(page.getByRole('button', { name: /^(Sign up|Регистрация|Тіркелу)$/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });
}

test('a game whose code arrives after the worker has answered still hydrates as it was painted', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A slow network for the game's own chunk only: the session and the game's data are known before it arrives.
  await page.route(/\/assets\/DiceGame-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
  await page.waitForTimeout(500);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a game page breaks no rule of its Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('a plain visit never loads FingerprintJS', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.waitForTimeout(2000);
  expect(scripts.filter((url) => /fp\.esm|fingerprint/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBeNull();
});

/** The layout shifts of the page's life so far (not those right after an input), as Chromium reports them. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

test('nothing moves on / and a game page while a signed-in player’s session loads', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('shift'), password: 'shift pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toBeVisible();
  await watchShifts(page);
  for (const path of ['/en', '/en/games/dice', '/en/games/coinflip']) {
    await page.goto(path);
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.waitForTimeout(2000);
    const shifts = await shiftsOf(page);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `${path}: ${shifts.join(', ')}`,
    ).toBeLessThanOrEqual(0.01);
  }
});

test('nothing moves on / and a game page while a guest’s page loads', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchShifts(page);
  // What shows once the worker has answered: the promo countdown, the game's demo balance.
  for (const [path, ready] of [
    ['/en', page.getByRole('timer')],
    ['/en/games/dice', page.getByTestId('demo-balance')],
    ['/kz/games/keno', page.getByTestId('demo-balance')],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.waitForTimeout(1000);
    const shifts = await shiftsOf(page);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `${path}: ${shifts.join(', ')}`,
    ).toBeLessThanOrEqual(0.01);
  }
});
