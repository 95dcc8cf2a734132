import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers through the Register modal, as a player would. */
export async function registerThroughModal(page: Page, options: { email: string; password: string; currency: string }) {
  const dialog = page.getByRole('dialog');
  if (new URL(page.url()).searchParams.has('signup')) await expect(dialog).toBeVisible();
  else
    await page
      .getByRole('button', { name: /^(Sign up|Регистрация|Тіркелу)$/ })
      .first()
      .click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/E-mail/).fill(options.email);
  await dialog.getByLabel(/^(Password|Пароль|Құпиясөз)/).fill(options.password);
  await dialog.getByRole('combobox').selectOption(options.currency);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /^(Sign up|Зарегистрироваться|Регистрация|Тіркелу)$/ }).click();
}

/** Waits until an activated service worker controls the page (a sync predicate: an async one would pass at once). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/** Starts the production server on its own port and data folder, for tests that must stop it. */
export async function startOwnServer(port: number) {
  const { spawn } = await import('node:child_process');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-own-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/builds/latest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => void rm(dataDir, { recursive: true, force: true }).then(() => resolve()));
        child.kill('SIGTERM');
      }),
  };
}
