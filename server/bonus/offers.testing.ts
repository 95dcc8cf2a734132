import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BONUS_API, BonusesAnswer, type OfferBody } from '../../contract/api/bonus';
import { BalanceAnswer, WALLET_API } from '../../contract/api/wallet';
import type { TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { fundedPlayer, operator, type Player } from '../wallet/players.testing';

/** The operator creates an offer; its id. */
export async function createOffer(server: TestServer, body: OfferBody): Promise<number> {
  const res = await server.api({
    method: 'POST',
    url: BONUS_API.operatorCreateOffer.path,
    headers: operator,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
}

/** The operator grants an offer to a player by hand. */
export async function grantOffer(server: TestServer, player: Player, offerId: number, source: string = randomUUID()) {
  const res = await server.api({
    method: 'POST',
    url: BONUS_API.operatorGrant.path,
    headers: operator,
    payload: { user_id: player.userId, offer_id: offerId, source },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The player's bonuses and their events, as the player reads them. */
export async function bonusesOf(server: TestServer, player: Player) {
  const res = await server.api({ method: 'GET', url: BONUS_API.bonuses.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return BonusesAnswer.parse(res.json()).data;
}

/** The player's balance as the header reads it. */
export async function balanceOf(server: TestServer, player: Player) {
  const res = await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return BalanceAnswer.parse(res.json()).data;
}

/** Rows of `table` of one player (nothing written by a refusal). */
export async function countRows(server: TestServer, table: string, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await server.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`),
  );
  return Number(row?.n);
}

/** A promo offer of ₽100 to wager `wager` times, at most `maxBet` a stake, for an hour (`tag` names it). */
export function createRubOffer(server: TestServer, tag: string, wager: number, maxBet: string): Promise<number> {
  return createOffer(server, {
    kind: 'promo',
    code: `${tag.toUpperCase()}-${randomUUID()}`,
    name: `${tag} bonus`,
    amounts: { RUB: '100' },
    wager_multiplier: wager,
    max_bets: { RUB: maxBet },
    lifetime_s: 3600,
  });
}

/** A player with `cash` of real money who holds the offer, granted by the operator. */
export async function playerWithOffer(server: TestServer, cash: string, offerId: number): Promise<Player> {
  const player = await fundedPlayer(server, cash);
  await grantOffer(server, player, offerId);
  return player;
}
