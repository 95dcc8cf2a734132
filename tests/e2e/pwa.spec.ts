import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { startOwnServer, waitForServiceWorker } from './helpers';

test('with the site unreachable, the installed shell still opens on any in-app path', async ({ page, context }) => {
  // A server of its own, so the test can take it away for real.
  const server = await startOwnServer(Number(new URL(baseURL).port) + 1);
  try {
    await page.goto(`${server.origin}/en`);
    // Workbox installs all or nothing: one file of the ~270 that answers other than 200 fails the install, and the
    // browser tries again at the next navigation. A loaded CI saw one 503 in that burst (not explained yet: see the
    // stop 14 note), so the test gives the install that second chance a player's next visit gives it.
    await waitForServiceWorker(page).catch(async () => {
      await page.reload();
      await waitForServiceWorker(page);
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await server.stop();
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonuses on your first deposits');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  // Paths never visited before render from the precache too, in any language.
  await page.goto(`${server.origin}/en/games/keno`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keno');
  await page.goto(`${server.origin}/kz/vip-club`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Chromium finds the app installable (no installability errors)', async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  // Installability is only reported in a persistent (non-incognito) profile.
  const profile = await mkdtemp(join(tmpdir(), 'pwa-profile-'));
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, { ...launch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
