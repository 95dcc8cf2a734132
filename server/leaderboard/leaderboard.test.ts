import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_API } from '../../contract/api/games';
import { LEADERBOARD_API, LeaderboardAnswer } from '../../contract/api/leaderboard';
import { PROFILE_API } from '../../contract/api/profile';
import { type Currency, toMinor } from '../../contract/money';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { refreshLeaderboard } from './refresh';

const OPERATOR = 'operator-token-for-tests-0123456789';
// A Wednesday: its week began on Monday the 23rd, its month on the 1st.
const NOW = new Date('2026-11-25T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR });
});
afterAll(async () => {
  await server?.close();
});

/** A settled round as the games write it, played at `at` (the summary reads only these columns). */
async function round(player: Player, currency: Currency, stake: string, payout: string, at: string) {
  const pair = await server.db.execute(sql`
    INSERT INTO game_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash, active)
    VALUES (${player.userId}, 's', 'h', 'c', 'n', 'nh', false) RETURNING id`);
  const [{ id } = { id: 0 }] = rowsOf<{ id: number }>(pair);
  await server.db.execute(sql`
    INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, status, seed_pair_id,
                           nonce, server_seed_hash, client_seed, params, config, idempotency_key, created_at)
    VALUES (${player.userId}, 'dice', 1, ${currency}, ${toMinor(stake, currency)}, ${toMinor(payout, currency)},
            'settled', ${id}, 0, 'h', 'c', '{}', '{}', ${randomUUID()}, ${at}::timestamptz)`);
}

const setting = async (player: Player, payload: object) => {
  const res = await server.api({ method: 'PUT', url: PROFILE_API.settings.path, headers: player.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
};

const board = async (period: string, viewer?: Player, currency?: string) => {
  const query = new URLSearchParams({ period, ...(currency ? { currency } : {}) });
  const res = await server.api({
    method: 'GET',
    url: `${LEADERBOARD_API.board.path}?${query}`,
    headers: viewer?.auth ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return LeaderboardAnswer.parse(res.json()).data;
};

describe('the leaderboard', () => {
  it('ranks wagers and biggest wins per period and currency, hiding names and pictures as players chose', async () => {
    const aigerim = await registerPlayer(server);
    const boris = await registerPlayer(server);
    const hidden = await registerPlayer(server);
    const faceless = await registerPlayer(server);
    const dollar = await registerPlayer(server, 'USD');
    await server.db.execute(sql`UPDATE users SET name = 'Aigerim' WHERE id = ${aigerim.userId}`);
    await server.db.execute(sql`UPDATE users SET name = 'Faceless' WHERE id = ${faceless.userId}`);
    await setting(hidden, { is_statistics_hidden: true });
    await setting(faceless, { is_avatar_hidden: true });

    await round(aigerim, 'RUB', '100', '500', '2026-11-25T11:00:00Z'); // today: wagered 100, won 400
    await round(aigerim, 'RUB', '10000', '0', '2026-10-30T10:00:00Z'); // last month: not counted
    await round(boris, 'RUB', '300', '0', '2026-11-23T09:00:00Z'); // this week
    await round(boris, 'RUB', '50', '0', '2026-11-25T08:00:00Z'); // today
    await round(hidden, 'RUB', '1000', '1050', '2026-11-05T10:00:00Z'); // this month: won 50
    await round(faceless, 'RUB', '20', '0', '2026-11-25T09:00:00Z');
    await round(dollar, 'USD', '10', '30', '2026-11-25T10:00:00Z');
    await refreshLeaderboard(server.db, NOW);

    const day = await board('day', undefined, 'RUB');
    expect(day.refreshed_at).toBe(NOW.toISOString());
    expect(day.period_start).toBe('2026-11-25T00:00:00.000Z');
    expect(day.wagered.map((row) => [row.rank, row.name, row.amount])).toEqual([
      [1, 'Aigerim', '100.00'],
      [2, `Player ${boris.userId}`, '50.00'],
      [3, 'Faceless', '20.00'],
    ]);
    expect(day.wagered[0]?.avatar).toMatchObject({ letter: 'A' });
    expect(day.wagered[2]?.avatar).toBeNull();
    expect(day.biggest_win.map((row) => [row.name, row.amount])).toEqual([['Aigerim', '400.00']]);
    expect(day.me).toBeNull();

    const week = await board('week', undefined, 'RUB');
    expect(week.wagered.map((row) => row.amount)).toEqual(['350.00', '100.00', '20.00']);

    const month = await board('month', undefined, 'RUB');
    expect(month.wagered[0]).toMatchObject({ rank: 1, name: null, hidden: true, avatar: null, amount: '1000.00' });
    expect(month.biggest_win.map((row) => [row.name, row.amount])).toEqual([
      ['Aigerim', '400.00'],
      [null, '50.00'],
    ]);
    // Nothing identifies a hidden player, not even their id in the answer.
    expect(JSON.stringify(month)).not.toContain(`Player ${hidden.userId}`);

    // A signed-in player sees their own currency whatever they ask for, and their own places (a hidden one too).
    const dollars = await board('day', dollar, 'RUB');
    expect(dollars.currency).toBe('USD');
    expect(dollars.wagered.map((row) => [row.amount, row.is_me])).toEqual([['10.00', true]]);
    expect(dollars.me).toEqual({ wagered: { rank: 1, amount: '10.00' }, biggest_win: { rank: 1, amount: '20.00' } });
    const mine = await board('month', hidden);
    expect(mine.me).toEqual({ wagered: { rank: 1, amount: '1000.00' }, biggest_win: { rank: 2, amount: '50.00' } });
    expect((await board('day', hidden)).me).toEqual({ wagered: null, biggest_win: null });
  });

  it('counts a real bet once the operator (or the schedule) refreshes, and refuses a bad period with 422', async () => {
    const player = await registerPlayer(server, 'KZT');
    await createWalletService(server.db).credit({
      userId: player.userId,
      currency: 'KZT',
      amountMinor: toMinor('1000', 'KZT'),
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    const bet = await server.api({
      method: 'POST',
      url: PLAY_API.dice.bet.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '250', target: 5000, direction: 'under' },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect((await board('day', player)).me?.wagered).toBeNull();

    const refresh = await server.api({
      method: 'POST',
      url: LEADERBOARD_API.operatorRefresh.path,
      headers: { authorization: `Bearer ${OPERATOR}` },
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const day = await board('day', player);
    expect(day.me?.wagered).toEqual({ rank: 1, amount: '250.00' });
    expect(day.refreshed_at).toBe(refresh.json().data.refreshed_at);

    const bad = await server.api({ method: 'GET', url: `${LEADERBOARD_API.board.path}?period=year` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period?.[0]).toMatch(/^period_invalid:/);
  });
});
