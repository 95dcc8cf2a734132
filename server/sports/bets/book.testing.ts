import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pathOf } from '../../../contract/api/endpoint';
import { SPORTS_API } from '../../../contract/api/sports';
import { sportsEvents } from '../../db/schema';
import type { TestServer } from '../../test/harness';
import { operator, type Player } from '../../wallet/players.testing';
import { createBookSync } from '../book/sync';
import { createFakeFeed } from '../feed/fake.testing';

export type Leg = { selection_id: number; odds: string };

/**
 * A live match in the book with a 1X2 market at these fair odds (thousandths: with the margin at 0 the book shows
 * them); its event id and a leg for each outcome.
 */
export async function bookMatch(server: TestServer, odds: { home: number; draw: number; away: number }) {
  const feed = createFakeFeed();
  const external = `m-${randomUUID()}`;
  feed.match(external, [feed.market('match_result', 'match_result', odds)]);
  await createBookSync(server.db, feed.adapter).sync(new Date('2026-11-25T10:10:00Z'));
  const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, external));
  const id = event?.id ?? 0;
  const book = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id }) });
  const selections: { id: number; key: string; odds: string }[] = book.json().data.markets[0].selections;
  const pick = (key: 'home' | 'draw' | 'away'): Leg => {
    const found = selections.find((s) => s.key === key);
    if (!found) throw new Error(`no ${key}`);
    return { selection_id: found.id, odds: found.odds };
  };
  return { id, pick };
}

/** The player places a bet through the API; its id. */
export async function placeBet(server: TestServer, player: Player, legs: Leg[], stake: string): Promise<number> {
  const res = await server.api({
    method: 'POST',
    url: SPORTS_API.placeBet.path,
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { legs, stake, odds_policy: 'ask' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bet.id;
}

/** The operator sets (or corrects) an event's result; the app settles its bets in the same call. */
export async function setResult(server: TestServer, eventId: number, result: object): Promise<void> {
  const res = await server.api({
    method: 'PUT',
    url: pathOf(SPORTS_API.operatorResult.path, { id: eventId }),
    headers: operator,
    payload: { result },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const HOME_WINS = { kind: 'score', home: 2, away: 0 };
export const AWAY_WINS = { kind: 'score', home: 0, away: 1 };
export const ABANDONED = { kind: 'abandoned' };
