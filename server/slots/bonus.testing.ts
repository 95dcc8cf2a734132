import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { BONUS_API, type OfferBody } from '../../contract/api/bonus';
import { bonusGrants } from '../db/schema';
import type { TestServer } from '../test/harness';
import { operator, type Player } from '../wallet/players.testing';

/** What the operator does in the back office: an offer, granted to the player (the grant's id). */
async function grantOffer(server: TestServer, player: Player, offer: OfferBody): Promise<number> {
  const created = await server.api({
    method: 'POST',
    url: BONUS_API.operatorCreateOffer.path,
    headers: operator,
    payload: offer,
  });
  expect(created.statusCode, created.body).toBe(200);
  const granted = await server.api({
    method: 'POST',
    url: BONUS_API.operatorGrant.path,
    headers: operator,
    payload: {
      user_id: player.userId,
      offer_id: (created.json() as { data: { id: number } }).data.id,
      source: randomUUID(),
    },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  return (granted.json() as { data: { id: number } }).data.id;
}

/** A free-spins campaign for a slot: `spins` spins of `value` RUB, their wins to wager `wager` times. */
export const grantFreeSpins = (
  server: TestServer,
  player: Player,
  terms: { game: string; spins: number; value: string; wager?: number },
) =>
  grantOffer(server, player, {
    kind: 'free_spins',
    name: `${terms.spins} free spins on ${terms.game}`,
    game: terms.game,
    spins: terms.spins,
    amounts: { RUB: terms.value },
    wager_multiplier: terms.wager ?? 2,
  });

/** An active bonus of `amount` RUB, to wager `wager` times, with a max bet. */
export const grantBonus = (
  server: TestServer,
  player: Player,
  terms: { amount: string; wager: number; maxBet: string },
) =>
  grantOffer(server, player, {
    kind: 'promo',
    code: `SLOTS${randomUUID().slice(0, 8)}`,
    name: `Bonus ${terms.amount}`,
    amounts: { RUB: terms.amount },
    wager_multiplier: terms.wager,
    max_bets: { RUB: terms.maxBet },
  });

/** A grant's row as the bonus engine keeps it. */
export async function grantRow(server: TestServer, id: number) {
  const [row] = await server.db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
  if (!row) throw new Error(`No grant ${id}`);
  return row;
}

/** The grants a player's free spins won (bonus money of their own, under the campaign's wagering). */
export const spinWins = (server: TestServer, player: Player) =>
  server.db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, player.userId))
    .then((rows) => rows.filter((row) => row.kind === 'free_spins' && row.spinsLeft === null));
