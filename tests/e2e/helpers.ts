import { expect, type Page } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { BILLING_API } from '../../contract/api/billing';
import { BONUS_API, type OfferBody } from '../../contract/api/bonus';
import { OUTBOX_API } from '../../contract/api/outbox';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { E2E_SERVER_ENV } from './server-env';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers through the Register modal, as a player would. */
export async function registerThroughModal(
  page: Page,
  options: { email: string; password: string; currency: string; keepConfirmation?: boolean },
) {
  const dialog = page.getByRole('dialog');
  if (new URL(page.url()).searchParams.has('signup')) await expect(dialog).toBeVisible();
  else {
    // The prerendered button is on screen before the page hydrates, and a click before that does nothing: click
    // again until the modal opens (a loaded machine hydrates late).
    const signUp = page.getByRole('button', { name: /^(Sign up|Регистрация|Тіркелу)$/ }).first();
    await expect(async () => {
      if (!(await dialog.isVisible())) await signUp.click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await dialog.getByLabel(/E-mail/).fill(options.email);
  await dialog.getByLabel(/^(Password|Пароль|Құпиясөз)/).fill(options.password);
  await dialog.getByRole('combobox').selectOption(options.currency);
  await dialog.getByRole('checkbox', { name: /18/ }).check();
  await dialog.getByRole('button', { name: /^(Sign up|Зарегистрироваться|Регистрация|Тіркелу)$/ }).click();
  if (options.keepConfirmation) return;
  // A registration asks for the e-mail's confirmation code next; this player leaves it for later (a refused
  // registration shows its error instead).
  const confirm = page.getByRole('dialog', { name: /^(Confirm your e-mail|Подтвердите e-mail|E-mail-ды растаңыз)$/ });
  const refused = page.getByRole('alert').filter({ hasText: /Error|Ошибка|Қате/ });
  // The server hashes the password and sends the code: longer than a click's answer on a loaded machine.
  await expect(confirm.or(refused).first()).toBeVisible({ timeout: 30_000 });
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /^(Close|Закрыть|Жабу)$/ }).click();
}

/** Waits until an activated service worker controls the page (a sync predicate: an async one would pass at once). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/** Starts the production server on its own port and data folder, for tests that must stop it. */
export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const { spawn } = await import('node:child_process');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-own-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  // Up to a minute: on a loaded machine the migrations alone can take 20 s.
  for (let i = 0; i < 300; i++) {
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

/**
 * Calls the server's operator API from the test process. Node does not resolve *.localhost,
 * so it connects to 127.0.0.1 and names the API host in the Host header.
 */
export async function operatorCall<T>(origin: string, method: string, path: string, body?: unknown): Promise<T> {
  const { request } = await import('node:http');
  const { OPERATOR_TOKEN } = await import('../../playwright.config');
  const port = new URL(origin).port;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `api.localhost:${port}`,
          authorization: `Bearer ${OPERATOR_TOKEN}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text || 'null') as T);
        });
      },
    );
    call.on('error', reject);
    if (payload) call.write(payload);
    call.end();
  });
}

/** The operator configures a sandbox card method for RUB (methods live in the database). */
export async function ensureRubCardMethod(origin: string) {
  await operatorCall(origin, 'PUT', BILLING_API.operatorUpsertMethod.path, {
    hash: 'e2e-rub-card',
    currency: 'RUB',
    kind: 'card',
    name_en: 'E2E sandbox card',
    min_amount: null,
    max_amount: null,
    default_amount: '500',
    commission_bps: 0,
    enabled: true,
    sort: 0,
  });
}

export async function openPayIn(page: Page) {
  // The header's: the wallet overview has its own Deposit beside Withdraw.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const payIn = page.getByRole('dialog', { name: 'Deposit' });
  await payIn.getByRole('radio', { name: /E2E sandbox card/ }).check();
  return payIn;
}

export async function startDeposit(page: Page, amount: string) {
  const payIn = await openPayIn(page);
  await payIn.getByLabel(/^Amount/).fill(amount);
  await payIn.getByRole('button', { name: 'Continue' }).click();
  await expect(payIn.getByRole('timer')).toBeVisible();
  return payIn;
}

/** Deposits through PayIn and the sandbox page, and waits for SuccessPayment, as a player would. */
export async function depositThroughSandbox(page: Page, amount: string) {
  const payIn = await startDeposit(page, amount);
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    payIn.getByRole('link', { name: 'Open the payment page' }).click(),
  ]);
  await sandbox.getByRole('button', { name: new RegExp(`^Pay ${amount}\\.00 RUB`) }).click();
  // Closing the tab before the provider's page answers would abort the payment itself.
  await expect(sandbox.getByText(/credited$/)).toBeVisible();
  await sandbox.close();
  const success = page.getByRole('dialog', { name: 'Payment received' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await success.getByRole('button', { name: 'Play' }).click();
}

/** The newest one-time code the development outbox holds for an address (what a tester reads at /dev/outbox). */
export async function outboxCode(origin: string, to: string): Promise<string> {
  const { request } = await import('node:http');
  const port = new URL(origin).port;
  const answer = await new Promise<{ data: { code: string | null }[] }>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: `${OUTBOX_API.messages.path}?to=${encodeURIComponent(to)}&limit=1`,
        headers: { host: `api.localhost:${port}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    call.on('error', reject);
    call.end();
  });
  const code = answer.data[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** A player's own API call from the test process, with their bearer token (Node does not resolve *.localhost). */
export async function apiCall<T>(
  origin: string,
  method: string,
  path: string,
  bearer: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const { request } = await import('node:http');
  const port = new URL(origin).port;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `api.localhost:${port}`,
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text || 'null') as T);
        });
      },
    );
    call.on('error', reject);
    if (payload) call.write(payload);
    call.end();
  });
}

/** The operator creates an offer and grants it to the player signed in on `page` (as the back office would). */
export async function grantOfferTo(page: Page, origin: string, offer: OfferBody, source: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'bearerToken')?.value ?? '';
  const me = await apiCall<{ data: { id: number } }>(origin, 'GET', PROFILE_API.user.path, token);
  const created = await operatorCall<{ data: { id: number } }>(
    origin,
    'POST',
    BONUS_API.operatorCreateOffer.path,
    offer,
  );
  await operatorCall(origin, 'POST', BONUS_API.operatorGrant.path, {
    user_id: me.data.id,
    offer_id: created.data.id,
    source,
  });
}

/**
 * A player registered through the API with `amount` RUB of cash (an operator adjustment), signed in on `page` when
 * one is given.
 */
export async function fundedPlayerOn(page: Page | null, origin: string, tag: string, amount: string) {
  const email = uniqueEmail(tag);
  const answer = await apiCall<{ token: string }>(origin, 'POST', AUTH_API.registerEmail.path, '', {
    email,
    password: `${tag} pass 123`,
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const me = await apiCall<{ data: { id: number } }>(origin, 'GET', PROFILE_API.user.path, answer.token);
  await operatorCall(origin, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: me.data.id,
    amount,
    account: 'cash',
    reason: `e2e ${tag}`,
  });
  await page
    ?.context()
    .addCookies(['bearerToken', 'token'].map((name) => ({ name, value: answer.token, url: origin })));
  return { id: me.data.id, email, token: answer.token };
}
