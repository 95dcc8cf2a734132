import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ensureRubCardMethod, openPayIn, registerThroughModal, uniqueEmail } from './helpers';

/** axe-core's WCAG 2 A/AA rules; anything above minor fails, named with its page and elements. */
async function findings(page: Page, where: string): Promise<string[]> {
  // The settled page: a live feed row fading in (240 ms) would be read at a fraction of its contrast while other
  // players' bets keep arriving. Under reduced motion nothing animates, and the colours are the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const pages = [
  '/en',
  '/en/games/dice',
  '/en/games/hilo',
  '/en/games/miner',
  '/en/games/keno',
  '/en/games/roulette',
  '/en/games/cases',
  '/en/games/coinflip',
  '/en/games/cases/starter',
  '/en/games/crash',
  '/en/games/rooms',
  '/en/games/slots',
  '/en/games/live-casino',
  '/en/betting',
  '/en/tournaments',
  '/en/top',
  '/en/bonuses',
  '/en/welcome-pack',
  '/en/faq',
  '/ru/vip-club',
  '/kz/password/reset',
  '/en/no-access',
];

/** The pages in groups of six: each group one test, so a loaded machine never runs out one test's time. */
const groupsOf = (paths: readonly string[], size: number) =>
  Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => paths.slice(i * size, (i + 1) * size));

// Every page at phone size; at desktop size, where the same pages gain the sidebar, a few of them.
for (const [name, viewport, paths] of [
  ...groupsOf(pages, 6).map((group, i) => [`phone size (${i + 1})`, { width: 390, height: 844 }, group] as const),
  [
    'desktop size',
    { width: 1280, height: 800 },
    ['/en', '/en/games/roulette', '/en/games/cases', '/ru/vip-club'],
  ] as const,
]) {
  test(`no accessibility findings at ${name}: ${paths.join(', ')}`, async ({ page }) => {
    // Six page loads with an axe run each, beside another spec on a loaded machine.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await findings(page, path)));
    }
    expect(found).toEqual([]);
  });
}

test('no accessibility findings in the modals and a player’s pages', async ({ page, baseURL }) => {
  await ensureRubCardMethod(baseURL ?? '');
  const found: string[] = [];
  await page.goto('/en');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await findings(page, 'login modal')));
  await page.keyboard.press('Escape');
  await registerThroughModal(page, { email: uniqueEmail('a11y'), password: 'a11y pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toBeVisible();
  await openPayIn(page);
  found.push(...(await findings(page, 'deposit modal')));
  await page.keyboard.press('Escape');
  for (const path of ['/en/profile', '/en/profile/history', '/en/profile/setting', '/en/profile/access']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await findings(page, path)));
  }
  expect(found).toEqual([]);
});
