import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { AuditEntry } from '../../contract/api/backoffice';
import { BACKOFFICE_API } from '../../contract/api/backoffice';
import { pathOf } from '../../contract/api/endpoint';
import {
  type EventAnswer,
  type EventsAnswer,
  type MyBetsAnswer,
  type OperatorEvent,
  type OperatorSettings,
  SPORTS_API,
  type SportsEvent,
} from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import {
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  newOperator,
  signInAsOperator,
} from './backoffice-helpers';
import { apiCall, fundedPlayerOn, operatorCall } from './helpers';

/** Issue 17 and 19: the sportsbook's margins, limits and events in the back office. */
test.use({ locale: 'en-US' });

const upcomingEvents = async () =>
  (await operatorCall<EventsAnswer>(baseURL, 'GET', `${SPORTS_API.events.path}?state=upcoming&limit=200`)).data.items;

/** Opens an event of the book by its id in the Sportsbook screen's lookup. */
async function lookUp(office: import('@playwright/test').Page, event: SportsEvent) {
  const lookup = office.getByRole('form', { name: 'Find an event' });
  await lookup.getByLabel('Event id').fill(String(event.id));
  await lookup.getByRole('button', { name: 'Find' }).click();
  await expect(office.getByRole('heading', { name: event.name, level: 3 })).toBeVisible();
}

/**
 * A daily outright of the e2e book: the day's one while it takes bets (before 20:00 UTC), else one that ended (the
 * outrights are written at the book's first sync, among its first events).
 */
async function anOutright(): Promise<{ event: SportsEvent; open: boolean }> {
  const upcoming = (await upcomingEvents()).find((event) => event.kind === 'outright');
  if (upcoming?.main_market?.status === 'open') return { event: upcoming, open: true };
  for (let id = 1; id <= 200; id += 1) {
    const found = await apiCall<EventAnswer>(baseURL, 'GET', pathOf(SPORTS_API.event.path, { id }), '').catch(
      () => null,
    );
    if (found?.data.event.kind === 'outright') return { event: found.data.event, open: false };
  }
  throw new Error('The e2e book has no outright');
}

test('a risk operator changes a margin and sees it saved, looks up an event, and the screen fits a phone', async ({
  browser,
}) => {
  const settings = await operatorCall<{ data: OperatorSettings }>(baseURL, 'GET', SPORTS_API.operatorSettings.path);
  const before = settings.data.margins.find((margin) => margin.scope === 'correct_score')?.margin_bp;
  const fallback = settings.data.margins.find((margin) => margin.scope === 'default')?.margin_bp ?? 600;
  const operator = await newOperator('risk');
  const office = await signInAsOperator(browser, operator);
  try {
    await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sportsbook' }).click();
    await expect(office.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();

    const form = office.getByRole('form', { name: 'Change a margin' });
    await form.getByLabel('Markets').selectOption({ label: 'Correct score' });
    await form.getByLabel('Margin, %').fill('7.25');
    await form.getByRole('button', { name: 'Save the margin' }).click();
    await expect(office.getByRole('status')).toHaveText('The margin of Correct score is 7.25%.');
    await expect(office.getByTestId('margin-correct_score')).toContainText('7.25%');
    // Saved on the server: a fresh page reads it back.
    await office.reload();
    await expect(office.getByTestId('margin-correct_score')).toContainText('7.25%');

    // Not a percent: said beside the field, nothing sent.
    await form.getByLabel('Margin, %').fill('seven');
    await form.getByRole('button', { name: 'Save the margin' }).click();
    await expect(form.getByLabel('Margin, %')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('A percent from 0 to 50 with at most two decimals.');

    // An event of the book by its id (the match that starts last: its markets stay open through this test): its name
    // and its markets with their margins.
    const event = (await upcomingEvents()).filter((each) => each.kind === 'match').at(-1);
    if (!event) throw new Error('The e2e book has no upcoming match');
    await lookUp(office, event);
    await expect(office.getByTestId('sports-event-status')).toHaveText('Upcoming');
    const markets = office.getByRole('region', { name: `Markets of ${event.name}` });
    await expect(markets).toContainText('%');

    // One market's own limits: set after a confirmation (the server's 422 beside its field), shown, audited, cleared.
    const operatorView = await operatorCall<{ data: OperatorEvent }>(
      baseURL,
      'GET',
      pathOf(SPORTS_API.operatorEvent.path, { id: event.id }),
    );
    const market = operatorView.data.markets[0];
    if (!market) throw new Error('The e2e match has no market');
    const row = office.getByTestId(`market-${market.id}`);
    await expect(row.getByTestId('market-limits')).toHaveText("The sportsbook's limits");
    await row.getByRole('button', { name: /^Change the stake limits of / }).click();
    const limits = office.getByRole('form', { name: /^Stake limits of / });
    await limits.getByLabel('Minimum stake').fill('10');
    await limits.getByLabel('Maximum stake').fill('5');
    await limits.getByLabel('Maximum payout').fill('20000');
    await limits.getByRole('button', { name: 'Save the limits' }).click();
    // The answer to the question has the focus: Enter confirms.
    await expect(limits.getByRole('button', { name: 'Yes, save' })).toBeFocused();
    await office.keyboard.press('Enter');
    await expect(limits.getByLabel('Maximum stake')).toHaveAttribute('aria-invalid', 'true');
    await expect(limits).toContainText('The maximum stake is below the minimum.');
    await office.screenshot({ path: test.info().outputPath('sportsbook-market-limits.png'), fullPage: true });
    await limits.getByLabel('Maximum stake').fill('500');
    await limits.getByRole('button', { name: 'Save the limits' }).click();
    await limits.getByRole('button', { name: 'Yes, save' }).click();
    await expect(office.getByRole('region', { name: 'Event', exact: true }).getByRole('status')).toHaveText(
      /^The stake limits of .+ in RUB are saved\.$/,
    );
    await expect(row.getByTestId('market-limits')).toHaveText('₽10.00 to ₽500.00, paid at most ₽20,000.00');
    const audit = await operatorCall<{ data: AuditEntry[] }>(
      baseURL,
      'GET',
      `${BACKOFFICE_API.audit.path}?target=sports_market:${market.id}`,
    );
    expect(audit.data).toEqual([
      expect.objectContaining({
        actor: operator.email.toLowerCase(),
        action: 'sports.market_limits',
        before: null,
        after: { currency: 'RUB', min_stake: '10.00', max_stake: '500.00', max_payout: '20000.00' },
      }),
    ]);
    await row.getByRole('button', { name: /^Change the stake limits of / }).click();
    await limits.getByRole('button', { name: 'Clear the limits in RUB' }).click();
    await limits.getByRole('button', { name: 'Yes, clear' }).click();
    await expect(office.getByRole('region', { name: 'Event', exact: true }).getByRole('status')).toHaveText(
      /follows the sportsbook's limits in RUB again\.$/,
    );
    await expect(row.getByTestId('market-limits')).toHaveText("The sportsbook's limits");

    await office.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(office, 'sportsbook on a phone');
    await expectNoSeriousAxeFindings(office, 'sportsbook on a phone');
    await office.screenshot({ path: test.info().outputPath('sportsbook-phone.png'), fullPage: true });
    for (const [locale, title] of [
      ['Русский', 'Ставки на спорт'],
      ['Қазақша', 'Спортқа бәс'],
    ] as const) {
      await office.getByLabel(/^(Language|Язык|Тіл)$/).selectOption({ label: locale });
      await expect(office.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(office, `sportsbook on a phone in ${locale}`);
    }
  } finally {
    await operatorCall(baseURL, 'PUT', SPORTS_API.operatorMargin.path, {
      scope: 'correct_score',
      margin_bp: before ?? fallback,
    });
    await office.context().close();
  }
});

test('a support operator looks up events but sees no margins or limits to change', async ({ browser }) => {
  const office = await signInAsOperator(browser, await newOperator('support'));
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sportsbook' }).click();
  await expect(office.getByRole('form', { name: 'Find an event' })).toBeVisible();
  await expect(office.getByRole('heading', { name: 'Margins' })).toHaveCount(0);
  await expect(office.getByRole('form', { name: 'Change a margin' })).toHaveCount(0);
  await expect(office.getByRole('alert')).toHaveCount(0);
  // An event's markets and their limits, without the buttons that change them or the result.
  const event = (await upcomingEvents()).find((each) => each.kind === 'match');
  if (!event) throw new Error('The e2e book has no upcoming match');
  await lookUp(office, event);
  await expect(office.getByTestId('market-limits').first()).toHaveText("The sportsbook's limits");
  await expect(office.getByRole('button', { name: /^Change the stake limits of / })).toHaveCount(0);
  await expect(office.getByRole('button', { name: 'Correct the result' })).toHaveCount(0);
});

test('a risk operator corrects an outright’s placings and reads how many bets moved', async ({ browser, page }) => {
  const { event, open } = await anOutright();
  const competitors = event.main_market?.selections ?? [];
  // The first a player can back (one all but out of it has no price), and another.
  const first = competitors.find((each) => each.odds !== null);
  const second = competitors.find((each) => each !== first);
  if (!first || !second) throw new Error('The e2e outright has fewer than two competitors');
  // While it takes bets, a player backs the first competitor: each correction below moves this bet.
  const player = open ? await fundedPlayerOn(page, baseURL, 'outright', '100') : null;
  if (player) {
    await apiCall(
      baseURL,
      'POST',
      SPORTS_API.placeBet.path,
      player.token,
      { legs: [{ selection_id: first.id, odds: first.odds }], stake: '10.00', odds_policy: 'any' },
      { 'Idempotency-Key': randomUUID() },
    );
  }
  const betOf = async () =>
    player
      ? (await apiCall<MyBetsAnswer>(baseURL, 'GET', `${SPORTS_API.myBets.path}?status=settled`, player.token)).data
          .items[0]?.result
      : undefined;

  const office = await signInAsOperator(browser, await newOperator('risk'));
  try {
    await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sportsbook' }).click();
    await lookUp(office, event);
    const placings = async (winner: string, placed: string) => {
      await office.getByRole('button', { name: 'Correct the result' }).click();
      const form = office.getByRole('form', { name: `Correct the result of ${event.name}` });
      for (const input of await form.getByRole('textbox', { name: /^Position of / }).all()) await input.fill('');
      await form.getByLabel(`Position of ${winner}`).fill('1');
      await form.getByLabel(`Position of ${placed}`).fill(placed === winner ? '1' : '2');
      return form;
    };

    // A position that is not one is said beside its field, and nothing is sent.
    let form = await placings(first.name, second.name);
    await form.getByLabel(`Position of ${second.name}`).fill('second');
    await form.getByRole('button', { name: 'Correct the result' }).click();
    await expect(form.getByLabel(`Position of ${second.name}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('A position is a whole number from 1');
    await form.getByRole('button', { name: 'Cancel' }).click();

    form = await placings(first.name, second.name);
    await form.getByRole('button', { name: 'Correct the result' }).click();
    const moved = player ? '1 bet settled again' : '\\d+ bets? settled again';
    await expect(office.getByRole('region', { name: 'Event', exact: true }).getByRole('status')).toHaveText(
      new RegExp(`^The result is corrected \\(correction \\d+\\): ${moved}\\.$`),
    );
    await expect(office.getByTestId('sports-event-status')).toHaveText('Ended');
    await expect(office.getByTestId('sports-event-placings')).toHaveText(`1. ${first.name} · 2. ${second.name}`);
    if (player) expect(await betOf()).toBe('won');

    // The second competitor won after all: the bet is settled again, lost.
    form = await placings(second.name, first.name);
    await form.getByRole('button', { name: 'Correct the result' }).click();
    await expect(office.getByRole('region', { name: 'Event', exact: true }).getByRole('status')).toHaveText(
      new RegExp(`^The result is corrected \\(correction \\d+\\): ${moved}\\.$`),
    );
    await expect(office.getByTestId('sports-event-placings')).toHaveText(`1. ${second.name} · 2. ${first.name}`);
    if (player) expect(await betOf()).toBe('lost');
  } finally {
    await office.context().close();
  }
});
