import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { REPORTS_API, type ReportAnswer } from '../../contract/api/backoffice-reports';
import { baseURL } from '../../playwright.config';
import {
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  newOperator,
  signInAsOperator,
} from './backoffice-helpers';
import { depositThroughSandbox, ensureRubCardMethod, fundedPlayerOn, operatorCall } from './helpers';

/** Issue 19: the operator's configuration screens (games, reports, bonuses and promo codes, tournaments). */
test.use({ locale: 'en-US' });

/** Files run one at a time, and this one leaves the game as it found it (enabled, the spec's limits). */
const GAME = 'dice';

const gameCard = (office: Page) =>
  office.getByTestId('game-settings').filter({ has: office.getByRole('heading', { name: GAME, exact: true }) });

test('an admin disables a game and a player finds it unavailable until it is enabled again; a limit change is a new version', async ({
  page,
  browser,
}) => {
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Games' }).click();
  const card = gameCard(office);
  await expect(card).toContainText('Enabled');
  const before = Number.parseInt((await card.getByTestId('game-version').textContent()) ?? '', 10);

  // Disabling asks first; cancelling changes nothing.
  await card.getByRole('button', { name: `Disable ${GAME}` }).click();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('Enabled');
  await card.getByRole('button', { name: `Disable ${GAME}` }).click();
  await card.getByRole('button', { name: `Yes, disable ${GAME}` }).click();
  await expect(office.getByRole('status')).toHaveText(`${GAME}: version ${before + 1} is in force.`);
  await expect(gameCard(office)).toContainText('Disabled');

  // A player with money: the page says the game is closed, and a bet is refused.
  await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  await page.goto(`/en/games/${GAME}`);
  await expect(page.getByTestId('game-closed')).toContainText('This game is unavailable for now');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByText('This game is closed for now: try another one')).toBeVisible();
  await expect(page.getByTestId('recent-bet')).toHaveCount(0);

  await gameCard(office)
    .getByRole('button', { name: `Enable ${GAME}` })
    .click();
  await expect(office.getByRole('status')).toHaveText(`${GAME}: version ${before + 2} is in force.`);
  await page.reload();
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('game-closed')).toHaveCount(0);

  // A limit in USD (the e2e players play in RUB) is a new version, shown in the table and the history.
  await gameCard(office)
    .getByRole('button', { name: `Change the limits of ${GAME}` })
    .click();
  await gameCard(office).getByLabel('Maximum stake in USD').fill('77');
  await gameCard(office).getByRole('button', { name: 'Save as a new version' }).click();
  await expect(office.getByRole('status')).toHaveText(`${GAME}: version ${before + 3} is in force.`);
  const usd = gameCard(office).getByRole('row', { name: /^USD/ });
  await expect(usd).toContainText('$77.00');
  await expect(usd).toContainText('Operator');
  await gameCard(office)
    .getByRole('button', { name: `Versions of ${GAME}` })
    .click();
  const history = gameCard(office)
    .getByRole('region', { name: `Versions of ${GAME}` })
    .getByRole('row');
  await expect(history.nth(1)).toContainText(`${before + 3}`);
  await expect(history.nth(1)).toContainText(admin.email);
  await expect(history.nth(1)).toContainText('$77.00');
  await expect(history.nth(2)).toContainText('Enabled');
  await expect(history.nth(3)).toContainText('Disabled');
  await gameCard(office).getByRole('button', { name: 'Close the versions' }).click();

  // The spec's limit again (a fourth version), so the game is as the other files expect it.
  await gameCard(office)
    .getByRole('button', { name: `Change the limits of ${GAME}` })
    .click();
  await gameCard(office).getByLabel('Maximum stake in USD').fill('');
  await gameCard(office).getByRole('button', { name: 'Save as a new version' }).click();
  await expect(office.getByRole('status')).toHaveText(`${GAME}: version ${before + 4} is in force.`);
  await expect(gameCard(office).getByRole('row', { name: /^USD/ })).toContainText('Spec');
});

const today = () => new Date().toISOString().slice(0, 10);
/** "₽1,234.50" → 1234.5 (the en-US table's figures). */
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('the reports screen charts a deposit made in the test, lists it in the table beside the chart, and its CSV has that day', async ({
  page,
  browser,
}) => {
  const day = today();
  const before = await operatorCall<ReportAnswer>(
    baseURL,
    'GET',
    `${REPORTS_API.summary.path}?from=${day}&to=${day}&currency=RUB`,
  );
  const depositedBefore = Number(before.data.days[0]?.deposits ?? '0');

  await ensureRubCardMethod(baseURL);
  await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  await page.goto('/en');
  await depositThroughSandbox(page, '500');

  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  // The last seven UTC days by default, in roubles; the chart shows deposits by day.
  await expect(office.getByRole('img', { name: 'Deposits by day' })).toBeVisible();
  const table = office.getByRole('region', { name: 'Figures by day' });
  const todayRow = table.getByRole('row').last();
  await expect(todayRow.getByRole('rowheader')).toHaveText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`)),
  );
  const deposits = amountIn(await todayRow.getByRole('cell').first().textContent());
  expect(deposits).toBeGreaterThanOrEqual(depositedBefore + 500);

  // Another measure redraws the chart; the table keeps every figure.
  await office.getByRole('combobox', { name: 'Chart' }).first().selectOption({ label: 'GGR' });
  await expect(office.getByRole('img', { name: 'GGR by day' })).toBeVisible();

  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('button', { name: 'Download CSV by day' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-RUB-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d-day\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header?.split(',')).toEqual([
    'day',
    'deposits',
    'withdrawals',
    'stakes',
    'wins',
    'ggr',
    'bonus_cost',
    'ngr',
    'active_players',
  ]);
  const row = rows.find((line) => line.startsWith(day))?.split(',');
  expect(row, `${day} in\n${csv}`).toBeDefined();
  expect(Number(row?.[1])).toBe(deposits);
});

test('an admin creates a promo code that a player then redeems, and switches it off', async ({ page, browser }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const name = `E2E promo ${code}`;
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bonuses' }).click();
  await office.getByRole('button', { name: 'New offer or promo code' }).click();
  const form = office.getByRole('form', { name: 'New offer or promo code' });
  await expect(form.getByLabel('Kind')).toHaveValue('promo');
  await form.getByLabel('Code players enter').fill(code);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('RUB').fill('75');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(office.getByRole('status')).toHaveText(`${name} is created.`);
  const offer = office
    .getByTestId('offer')
    .filter({ has: office.getByRole('heading', { name: `${name} · ${code}`, exact: true }) });
  await expect(offer).toContainText('Active');
  await expect(offer).toContainText('₽75.00');
  await expect(offer.getByTestId('offer-uses')).toHaveText('0');

  await fundedPlayerOn(page, baseURL, 'bo-player', '1000.00');
  await page.goto('/en/bonuses');
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Promo code activated')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);

  await office.reload();
  await expect(offer.getByTestId('offer-uses')).toHaveText('1');
  await offer.getByRole('button', { name: `Switch off ${name}` }).click();
  await offer.getByRole('button', { name: 'Yes, switch it off' }).click();
  await expect(office.getByRole('status')).toHaveText(
    `${name} is switched off: no new grants; bonuses already granted keep running.`,
  );
  await expect(offer).toContainText('Switched off');
});

test('an admin schedules a tournament, sees a running one’s standings, and cancels one with a reason', async ({
  browser,
}) => {
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Tournaments' }).click();
  await office.getByRole('button', { name: 'New tournament' }).click();
  const form = office.getByRole('form', { name: 'New tournament' });
  const title = `E2E race ${Date.now()}`;
  await form.getByLabel('Title in Russian').fill(`${title} ru`);
  await form.getByLabel('Title in English').fill(title);
  await form.getByLabel('Title in Kazakh').fill(`${title} kz`);
  await form.getByRole('checkbox', { name: 'dice' }).check();
  const local = (offset: number) => {
    const at = new Date(Date.now() + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  };
  // Started a minute ago: running at once.
  await form.getByLabel('Starts').fill(local(-60_000));
  await form.getByLabel('Ends').fill(local(3_600_000));
  await form.getByLabel(/^Prizes by place/).fill('1000\n500');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(office.getByRole('status')).toHaveText(`${title} is scheduled.`);

  const card = office
    .getByTestId('tournament')
    .filter({ has: office.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toContainText('Running');
  await expect(card).toContainText('₽1,000.00, ₽500.00');
  await card.getByRole('button', { name: `Standings of ${title}` }).click();
  await expect(card.getByText(/^Entrants: 0/)).toBeVisible();
  await card.getByRole('button', { name: 'Close the standings' }).click();

  await card.getByRole('button', { name: `Cancel ${title}` }).click();
  await card.getByLabel('Why is it cancelled?').fill('E2E: scheduled by mistake');
  await card.getByRole('button', { name: 'Cancel the tournament' }).click();
  await expect(office.getByRole('status')).toHaveText(`${title} is cancelled.`);
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('E2E: scheduled by mistake');
});

test('the configuration screens fit a phone and a desktop in every language, with no accessibility findings', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await newOperator('admin');
  const office = await signInAsOperator(browser, admin);
  const screens = ['games', 'reports', 'bonuses', 'tournaments'];
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await office.setViewportSize(viewport);
    for (const locale of ['Русский', 'Қазақша', 'English']) {
      await office.getByLabel(/^(Language|Язык|Тіл)$/).selectOption({ label: locale });
      for (const screen of screens) {
        await office.goto(`/backoffice/${screen}`);
        await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(office, `${screen} ${locale} ${size}`);
      }
    }
    for (const screen of screens) {
      await office.goto(`/backoffice/${screen}`);
      await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
      if (screen === 'reports') await expect(office.getByTestId('bar-chart').first()).toBeVisible();
      await office.screenshot({ path: testInfo.outputPath(`backoffice-${screen}-${size}.png`), fullPage: true });
      await expectNoSeriousAxeFindings(office, `${screen} ${size}`);
    }
  }
});
