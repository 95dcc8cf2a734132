import { expect, test } from '@playwright/test';

/** Every route of spec §2, with the heading a player should see on it (in English). */
const ROUTES: [string, string | RegExp][] = [
  ['/en', 'Bonuses on your first deposits'],
  ['/en/betting', 'Sports betting'],
  ['/en/bonuses', 'Bonuses'],
  ['/en/faq', 'Help'],
  ['/en/top', 'Top players'],
  ['/en/vip-club', 'VIP club'],
  ['/en/welcome-pack', 'Welcome pack'],
  ['/en/games/cases', 'Cases'],
  ['/en/games/cases/starter-case', 'Cases'],
  ['/en/games/coinflip', 'Coinflip'],
  ['/en/games/crash', 'Crash'],
  ['/en/games/dice', 'Dice'],
  ['/en/games/hilo', 'Hilo'],
  ['/en/games/keno', 'Keno'],
  ['/en/games/roulette', 'Roulette'],
  ['/en/games/rooms', 'Private rooms'],
  ['/en/games/rooms/purple', 'Purple room'],
  ['/en/games/rooms/red', 'Red room'],
  ['/en/games/rooms/yellow', 'Yellow room'],
  ['/en/games/slots', 'Slots'],
  ['/en/games/slots/lucky-sevens/demo', /^Lucky sevens$/i],
  ['/en/games/slots/lucky-sevens/play', /^Lucky sevens$/i],
  // A slot the catalogue does not list: the site's not-found page, in the layout.
  ['/en/games/slots/book-of-ra/demo', 'Page Not Found: /en/games/slots/book-of-ra/demo'],
  ['/en/games/live-casino', 'Live casino'],
  ['/en/games/live-casino/roulette/demo', 'European roulette'],
  ['/en/games/live-casino/money-wheel/play', 'Money wheel'],
  ['/en/games/live-casino/lightning-roulette/play', 'Page Not Found: /en/games/live-casino/lightning-roulette/play'],
  ['/en/tournaments', 'Tournaments'],
  ['/en/tournaments/active', 'Tournaments'],
  ['/en/tournament/42', 'Tournament #42'],
  ['/en/profile', 'Profile'],
  ['/en/profile/access', 'Profile'],
  ['/en/profile/bonuses', 'Profile'],
  ['/en/profile/history', 'Profile'],
  ['/en/profile/setting', 'Profile'],
  ['/en/password/reset', 'Restore your password'],
  ['/en/reset-password/token123?phone=77001234567', 'Set a new password'],
  ['/en/policy/en/kyc', 'Know Your Customer (KYC) policy'],
  ['/en/policy/en/user-agreement', 'User agreement'],
  ['/en/policy/ru/confidential', 'Политика конфиденциальности'],
  ['/en/policy/en/confidential', 'Privacy policy'],
  ['/en/policy/kz/confidential', 'Құпиялылық саясаты'],
  ['/en/policy/ru/user-agreement', 'Пользовательское соглашение'],
  ['/en/error', 'Something went wrong'],
];

test('every route renders the shared layout and a real heading', async ({ page }) => {
  // Some forty page loads: a minute was too short beside another spec.
  test.setTimeout(180_000);
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lucky Mirror, home' }), path).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'User agreement (English)' }),
      path,
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Support chat' }), path).toBeVisible();
  }
});

test('/no-access has its own layout; game pages are flagged as games', async ({ page, context }) => {
  // A visitor who is not blocked leaves /no-access after the geo check (spec §4): keep this one blocked.
  await context.route('**/geo_ip', (route) =>
    route.fulfill({ status: 451, contentType: 'application/json', body: '{"code":"geo_blocked","message":"x"}' }),
  );
  await page.goto('/en/no-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your region');
  await expect(page.getByRole('button', { name: 'Support chat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await expect(page).toHaveURL(/\/en\/no-access$/);
  await context.unroute('**/geo_ip');

  await page.goto('/en/games/dice');
  await expect(page.locator('main')).toHaveAttribute('data-game', 'true');
  await page.goto('/en/faq');
  await expect(page.locator('main')).not.toHaveAttribute('data-game', 'true');
});

test('an unknown path shows the 404 text', async ({ page }) => {
  await page.goto('/en/games/no-such-game');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/games/no-such-game');
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\/definitely\/not\/here/);
});

test('a fatal error sends the app to /error', async ({ page }) => {
  // A malformed tournament id makes the route fail while loading.
  await page.goto('/en/tournament/not-a-number');
  await expect(page).toHaveURL(/\/en\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
});
