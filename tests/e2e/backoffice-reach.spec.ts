import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { AUTH_API } from '../../contract/api/auth';
import { BACKOFFICE_API, type OperatorView } from '../../contract/api/backoffice';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, startOwnServer, uniqueEmail } from './helpers';

test.use({ locale: 'en-US' });

/** This file's own server (E2E_PORT + 1): loopback visitors come from Kazakhstan there (GEO_LOCAL_COUNTRY). */
const port = Number(new URL(baseURL).port) + 1;
const PASSWORD = 'back office pass 1';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** An admin created by the automation token, signed in on the back office's page with their authenticator's code. */
async function signInAsAdmin(page: Page, origin: string) {
  const email = uniqueEmail('bo-reach');
  const created = await operatorCall<{ data: { operator: OperatorView; totp_secret: string } }>(
    origin,
    'POST',
    BACKOFFICE_API.createOperator.path,
    { email, name: 'E2E reach admin', role: 'admin', password: PASSWORD },
  );
  const totp = new TOTP({ secret: Secret.fromBase32(created.data.totp_secret), digits: 6, period: 30 });
  await page.goto(`${origin}/backoffice/`);
  const form = page.getByRole('form', { name: 'Back office sign-in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Code from the authenticator app').fill(totp.generate());
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toBeVisible();
}

/** Opens an area from the navigation by keyboard (focus, Enter), as an operator without a mouse would. */
async function openArea(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: outputPath(`${name}-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
}

test('an admin adds a mirror and sees its health, blocks a country and unblocks it, and sets a route rule players follow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const own = await startOwnServer(port, { GEO_LOCAL_COUNTRY: 'KZ' });
  const visitor = await browser.newContext({ locale: 'en-US' });
  try {
    const origin = own.origin;
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/builds/latest.json`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 90_000,
        },
      )
      .toBe(true);
    await signInAsAdmin(page, origin);
    const output = (name: string) => testInfo.outputPath(name);

    // ---- Mirrors: a bad domain is refused beside its field; a good one is listed, then shows the players' probes.
    await openArea(page, 'Mirrors');
    const domain = `m9.localhost:${port}`;
    const newMirror = page.getByRole('form', { name: 'New mirror' });
    const domainField = newMirror.getByLabel('Domain (host, with a port if needed)');
    await domainField.fill('not a domain!');
    await newMirror.getByRole('button', { name: 'Add mirror' }).click();
    await expect(domainField).toHaveAttribute('aria-invalid', 'true');
    await expect(domainField).toHaveAccessibleDescription(/Not a domain name/);
    await domainField.fill(domain);
    await domainField.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`${domain} is added.`);
    const mirror = page.getByTestId('mirror').filter({ has: page.getByRole('heading', { name: domain }) });
    await expect(mirror.getByTestId('mirror-health')).toHaveText('No reports yet');
    await expect(mirror).toContainText('Active');

    // Two players' apps report their probes of it (what the worker's mirror check sends): one loaded, one failed.
    for (const ms of [180, null]) {
      const player = await apiCall<{ token: string }>(origin, 'POST', AUTH_API.registerEmail.path, '', {
        email: uniqueEmail('bo-reach-player'),
        password: 'player pass 123',
        currency: 'RUB',
        adult_confirmed: true,
        agreement_accepted: true,
      });
      await apiCall(origin, 'POST', MIRRORS_API.antiBonusResult.path, player.token, { results: { [domain]: ms } });
    }
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await expect(mirror.getByTestId('mirror-health')).toHaveText('Fails for some players');
    await expect(mirror.getByTestId('mirror-loaded')).toHaveText('1');
    await expect(mirror.getByTestId('mirror-failed')).toHaveText('1');
    await expect(mirror).toContainText('180 ms');
    // The signing keys: the development key is current.
    await expect(page.getByTestId('mirror-key')).toHaveCount(1);
    await expect(page.getByTestId('mirror-key')).toContainText('Current');
    await screenshots(page, 'mirrors', output);
    // Retired: no longer handed out.
    await mirror.getByRole('button', { name: 'Retire' }).click();
    await expect(page.getByRole('status')).toHaveText(`${domain} is now: Retired.`);
    const list = await apiCall<{ data: { domains: string[] } }>(origin, 'GET', MIRRORS_API.mirrorsToCheck.path, '');
    expect(list.data.domains).not.toContain(domain);

    // ---- Geo blocks: a visitor from Kazakhstan lands on /no-access while it is blocked.
    await openArea(page, 'Geo blocks');
    await expect(page.getByText('No country is blocked.')).toBeVisible();
    const blockForm = page.getByRole('form', { name: 'Block a country' });
    const countryField = blockForm.getByLabel('Country code (two letters, ISO 3166-1)');
    await countryField.fill('Kazakhstan');
    await blockForm.getByRole('button', { name: 'Block country' }).click();
    await expect(countryField).toHaveAccessibleDescription('A country is two letters of ISO 3166-1 (KZ, RU).');
    await countryField.fill('kz');
    await countryField.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Kazakhstan is blocked.');
    await expect(countryField).not.toHaveAttribute('aria-invalid');
    await expect(page.getByTestId('blocked-country')).toHaveText([/Kazakhstan\s*KZ/]);
    await screenshots(page, 'geo', output);

    const player = await visitor.newPage();
    await player.goto(`${origin}/en/games/dice`);
    await expect(player).toHaveURL(`${origin}/en/no-access`);
    await expect(player.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible();

    await page.getByRole('button', { name: 'Unblock Kazakhstan' }).click();
    await expect(page.getByRole('status')).toHaveText('Kazakhstan is unblocked.');
    await expect(page.getByText('No country is blocked.')).toBeVisible();
    await player.getByRole('button', { name: 'Check again' }).click();
    await expect(player).toHaveURL(`${origin}/en`);

    // ---- Route rules: a bad path is refused beside its field; a rule set here sends the player's page on.
    await openArea(page, 'Route rules');
    const path = `/e2e-bo-rule-${Date.now()}`;
    const ruleForm = page.getByRole('form', { name: 'New route rule' });
    const pathField = ruleForm.getByLabel('Site path (starts with /)');
    const redirectField = ruleForm.getByLabel('Redirect to (a site path or an http(s) address)');
    await pathField.fill('no-slash');
    await redirectField.fill('javascript:alert(1)');
    await ruleForm.getByRole('button', { name: 'Add rule' }).click();
    await expect(pathField).toHaveAccessibleDescription('A site path starts with / and has no spaces, ? or #.');
    await expect(redirectField).toHaveAccessibleDescription(
      'Redirect to a site path starting with / or an http(s) address.',
    );
    await pathField.fill(path);
    await redirectField.fill('/faq');
    await redirectField.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`${path} now leads to /faq.`);
    // Edited: it leads to the bonuses instead.
    const rule = page.getByTestId('route-rule').filter({ hasText: path });
    await rule.getByRole('button', { name: `Edit the rule for ${path}` }).click();
    const editRedirect = rule.getByLabel('Redirect to (a site path or an http(s) address)');
    await editRedirect.fill('/bonuses');
    await rule.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${path} now leads to /bonuses.`);
    await expect(rule).toContainText('/bonuses');
    await screenshots(page, 'route-rules', output);

    await player.goto(`${origin}/en${path}`);
    await expect(player).toHaveURL(`${origin}/en/bonuses`);

    await page
      .getByTestId('route-rule')
      .filter({ hasText: path })
      .getByRole('button', { name: `Delete the rule for ${path}` })
      .click();
    await expect(page.getByRole('status')).toHaveText(`The rule for ${path} is deleted.`);
    await expect(page.getByTestId('route-rule').filter({ hasText: path })).toHaveCount(0);
  } finally {
    await visitor.close();
    await own.stop();
  }
});
