import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { bonusEvents, bonusGrants } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createOffer, grantOffer } from './offers.testing';
import { createBonusService } from './service';

/** Issue 15: bonuses and free-spins campaigns end at their own time, whether or not anyone reads them. */

let server: TestServer;
let bonusOffer: number;
let spinsOffer: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  const terms = { amounts: { RUB: '100' }, wager_multiplier: 5, lifetime_s: 3600 } as const;
  bonusOffer = await createOffer(server, { kind: 'promo', code: `EXP-${randomUUID()}`, name: 'Expiring', ...terms });
  spinsOffer = await createOffer(server, { kind: 'free_spins', name: 'Spins', game: 'dice', spins: 5, ...terms });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

/** A whole second `minutes` ago (PostgreSQL keeps microseconds; a Date only milliseconds). */
const minutesAgo = (minutes: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - minutes * 60_000);

/** Moves the player's running bonus or campaign's end to `at`. */
async function endsAt(player: Player, status: 'active' | 'open', at: Date) {
  await server.db
    .update(bonusGrants)
    .set({ expiresAt: at })
    .where(sql`${bonusGrants.userId} = ${player.userId} AND ${bonusGrants.status} = ${status}`);
}

/** The player's grants and events straight from the database (no read that would expire them). */
async function stored(player: Player) {
  const grants = await server.db.select().from(bonusGrants).where(eq(bonusGrants.userId, player.userId));
  const events = await server.db.select().from(bonusEvents).where(eq(bonusEvents.userId, player.userId));
  return { grants, events };
}

describe('expiry', () => {
  it('the profile shows no bonus money past its expiry, and the expiry is dated at the bonus end', async () => {
    const player = await registerPlayer(server);
    await grantOffer(server, player, bonusOffer);
    const end = minutesAgo(60);
    await endsAt(player, 'active', end);
    const me = ProfileAnswer.parse(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: player.auth })).json(),
    );
    expect(me.data).toMatchObject({ bonus_balance: '0.00', total_balance: '0.00' });
    const { grants, events } = await stored(player);
    expect(grants[0]).toMatchObject({ status: 'expired', endedAt: end });
    expect(events.find((e) => e.kind === 'expire')).toMatchObject({ amountMinor: 10000n, createdAt: end });
  });

  it('the balance read expires a due bonus; the next pending one starts when the first ended', async () => {
    const player = await registerPlayer(server);
    await grantOffer(server, player, bonusOffer, 'first');
    await grantOffer(server, player, bonusOffer, 'second');
    expect(await balanceOf(server, player)).toMatchObject({ bonus_balance: '100.00', bonus: '100.00' });
    // Half an hour ago: the second's hour, from then, still runs.
    const end = minutesAgo(30);
    await endsAt(player, 'active', end);
    expect(await balanceOf(server, player)).toMatchObject({ bonus_balance: '100.00', bonus: '0.00' });
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses.map((b) => b.status)).toEqual(['active', 'expired']);
    expect(mine.events.slice(0, 2).map((e) => [e.kind, e.created_at])).toEqual([
      ['activate', end.toISOString()],
      ['expire', end.toISOString()],
    ]);
    // The second's hour runs from the first one's end (a bonus due by then would have expired in turn).
    expect(mine.bonuses[0]?.expires_at).toBe(new Date(end.getTime() + 3600_000).toISOString());
  });

  it('the schedule expires due bonuses and free-spins campaigns with no read at all', async () => {
    const withBonus = await registerPlayer(server);
    const withSpins = await registerPlayer(server);
    await grantOffer(server, withBonus, bonusOffer);
    await grantOffer(server, withSpins, spinsOffer);
    const end = minutesAgo(60);
    await endsAt(withBonus, 'active', end);
    await endsAt(withSpins, 'open', end);

    const wallet = createWalletService(server.db);
    expect(await wallet.balances(withBonus.userId, 'RUB')).toMatchObject({ bonus: 10000n });
    // The sweep the app runs every BONUS_EXPIRY_CHECK_MS (it may have run meanwhile: the same outcome).
    await createBonusService({ db: server.db, wallet }).expireAllDue();
    expect(await wallet.balances(withBonus.userId, 'RUB')).toMatchObject({ bonus: 0n, cash: 0n });
    for (const player of [withBonus, withSpins]) {
      const { grants, events } = await stored(player);
      expect(grants.map((g) => [g.status, g.endedAt])).toEqual([['expired', end]]);
      expect(events.filter((e) => e.kind === 'expire').map((e) => e.createdAt)).toEqual([end]);
    }
    // Nothing is due any more: the next sweep ends nothing.
    expect(await createBonusService({ db: server.db, wallet }).expireAllDue()).toBe(0);
  });
});
