import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { pathOf } from '../../contract/api/endpoint';
import { type EventsAnswer, type MyBetsAnswer, SPORTS_API, type SportsEvent } from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import { apiCall, fundedPlayerOn, operatorCall } from './helpers';

/**
 * My bets on /betting: a page at a time through a keyboard-operated "Show more", and a bet whose result the operator
 * corrected shows what changed. Alone (playwright.config.ts): the correction resettles every bet on that match.
 */

const events = async (state: 'live' | 'upcoming') =>
  (await apiCall<EventsAnswer>(baseURL, 'GET', `${SPORTS_API.events.path}?state=${state}&limit=200`, '')).data.items;

/** A single of 10 RUB at today's odds on the first priced selection of the event's headline market. */
async function bet(token: string, event: SportsEvent): Promise<boolean> {
  const selection = event.main_market?.selections.find((s) => s.odds !== null);
  if (!selection || event.main_market?.status !== 'open') return false;
  try {
    await apiCall(
      baseURL,
      'POST',
      SPORTS_API.placeBet.path,
      token,
      { legs: [{ selection_id: selection.id, odds: selection.odds }], stake: '10.00', odds_policy: 'any' },
      { 'Idempotency-Key': randomUUID() },
    );
    return true;
  } catch {
    return false; // suspended for a moment (a set point): another try
  }
}

test('My bets pages by keyboard, and a corrected result shows on its bet', async ({ page }) => {
  test.setTimeout(240_000);
  const player = await fundedPlayerOn(page, baseURL, 'mybets', '1000');

  // 21 bets on the match that starts last (the most time before it ends), then one on the live match that ends first.
  let placed = 0;
  while (placed < 21) {
    const upcoming = (await events('upcoming')).sort((a, b) => b.starts_at.localeCompare(a.starts_at));
    if (upcoming[0] && (await bet(player.token, upcoming[0]))) placed++;
    else await page.waitForTimeout(1_000);
  }
  await expect(async () => {
    const live = (await events('live')).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    expect(live.length).toBeGreaterThan(0);
    expect(await bet(player.token, live[0] as SportsEvent)).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [1_000] });

  // The live bet settles when its match ends (within a minute and a half); the operator then corrects the result.
  const mine = (status: 'open' | 'settled') =>
    apiCall<MyBetsAnswer>(baseURL, 'GET', `${SPORTS_API.myBets.path}?status=${status}`, player.token);
  let settled: MyBetsAnswer['data']['items'][number] | undefined;
  await expect(async () => {
    settled = (await mine('settled')).data.items[0];
    expect(settled).toBeDefined();
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  const leg = settled?.legs[0];
  if (!settled || !leg) throw new Error('no settled bet');
  const homeWins = { kind: 'score', home: 2, away: 0 };
  const awayWins = { kind: 'score', home: 0, away: 2 };
  const backedHome = leg.selection_key === 'home';
  const flipped = settled.result === 'won' ? (backedHome ? awayWins : homeWins) : backedHome ? homeWins : awayWins;
  await operatorCall(baseURL, 'PUT', pathOf(SPORTS_API.operatorResult.path, { id: leg.event_id }), {
    result: flipped,
  });
  const corrected = (await mine('settled')).data.items[0];
  expect(corrected?.resettlement?.previous_result).toBe(settled.result);

  await page.goto('/en/betting');
  await page.getByRole('tab', { name: 'My bets' }).click();
  const open = page.getByTestId('bets-open').locator(':scope > li');
  await expect(open).toHaveCount(20);
  // From the last bet's control, Tab reaches "Show more"; Enter loads the next page and the focus moves onto it.
  await open.nth(19).getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(21);
  await expect(open.nth(20)).toBeFocused();
  await expect(more).toHaveCount(0);

  await page.getByRole('tab', { name: 'Settled' }).click();
  const note = page.getByTestId('bets-settled').getByTestId('bet-resettled');
  const labels: Record<string, string> = { won: 'Won', lost: 'Lost', void: 'Void', returned: 'Returned' };
  const difference = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    signDisplay: 'exceptZero',
  }).format(Number(corrected?.resettlement?.difference));
  await expect(note).toContainText(
    `${labels[settled.result ?? '']} → ${labels[corrected?.result ?? '']}, ${difference}`,
  );

  await page.goto('/ru/betting');
  await page.getByRole('tab', { name: 'Мои ставки' }).click();
  await page.getByRole('tab', { name: 'Рассчитанные' }).click();
  await expect(page.getByTestId('bets-settled').getByTestId('bet-resettled')).toContainText('Результат исправлен');
});
