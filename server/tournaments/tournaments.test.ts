import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import {
  TOURNAMENTS_API,
  Tournament,
  TournamentAnswer,
  TournamentListAnswer,
  TournamentMeAnswer,
} from '../../contract/api/tournaments';
import { fromMinor, toMinor } from '../../contract/money';
import { gameBets, ledgerTransactions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { createTournaments } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await server?.close();
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function create(overrides: Record<string, unknown> = {}) {
  const res = await server.api({
    method: 'POST',
    url: TOURNAMENTS_API.operatorCreate.path,
    headers: operator,
    payload: {
      title: { ru: 'Турнир', en: 'Tournament', kz: 'Турнир' },
      currency: 'RUB',
      games: ['dice'],
      scoring: 'wagered',
      entry: 'opt_in',
      prizes: ['100', '50'],
      starts_at: minutes(-1),
      ends_at: minutes(60),
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Tournament.parse(res.json().data);
}

async function fundedPlayer(): Promise<Player> {
  const player = await registerPlayer(server, 'RUB');
  await createWalletService(server.db).credit({
    userId: player.userId,
    currency: 'RUB',
    amountMinor: toMinor('10000', 'RUB'),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return player;
}

async function bet(player: Player, amount: string, target = 5000) {
  const res = await server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { amount, target, direction: 'over' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const join = (player: Player, id: number) =>
  server.api({ method: 'POST', url: pathOf(TOURNAMENTS_API.join.path, { id }), headers: player.auth });
const detail = async (id: number) => {
  const res = await server.api({ method: 'GET', url: pathOf(TOURNAMENTS_API.detail.path, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return TournamentAnswer.parse(res.json()).data;
};
const me = async (player: Player, id: number) =>
  TournamentMeAnswer.parse(
    (await server.api({ method: 'GET', url: pathOf(TOURNAMENTS_API.me.path, { id }), headers: player.auth })).json(),
  ).data;

/** A player's dice rounds, as the expected score of each rule computes it. */
async function roundsOf(player: Player) {
  return server.db
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.userId, player.userId), eq(gameBets.game, 'dice')));
}
const prizeTxs = (id: number) =>
  server.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `tournament:${id}:%`));

describe('tournament scoring', () => {
  it('ranks the entrants by each rule over the settled rounds of its games and window', async () => {
    const [a, b, outsider] = [await fundedPlayer(), await fundedPlayer(), await fundedPlayer()];
    const wagered = await create({ scoring: 'wagered' });
    const netWin = await create({ scoring: 'net_win', entry: 'auto' });
    const multiplier = await create({ scoring: 'multiplier', entry: 'auto' });
    const otherGame = await create({ games: ['coinflip'], entry: 'auto' });
    for (const player of [a, b]) expect((await join(player, wagered.id)).statusCode).toBe(200);

    await bet(a, '10');
    await bet(a, '10', 3000);
    await bet(b, '50');
    await bet(outsider, '500');

    const standings = (await detail(wagered.id)).standings;
    // Opt-in: the outsider played more but did not join.
    expect(standings.map((s) => [s.user_id, s.score, s.prize])).toEqual([
      [b.userId, '50.00', '100.00'],
      [a.userId, '20.00', '50.00'],
    ]);
    expect(await me(a, wagered.id)).toEqual({ joined: true, place: 2, score: '20.00' });
    expect(await me(outsider, wagered.id)).toEqual({ joined: false, place: null, score: null });

    const expected = async (score: (rounds: Awaited<ReturnType<typeof roundsOf>>) => bigint) =>
      (
        await Promise.all(
          [a, b, outsider].map(async (player) => ({ user: player.userId, score: score(await roundsOf(player)) })),
        )
      ).sort((x, y) => (x.score === y.score ? 0 : x.score > y.score ? -1 : 1));
    const net = await expected((rounds) => rounds.reduce((sum, r) => sum + r.payoutMinor - r.amountMinor, 0n));
    const nets = (await detail(netWin.id)).standings.map((s) => s.score);
    expect(nets).toEqual(net.map((n) => fromMinor(n.score, 'RUB')));
    const best = await expected((rounds) =>
      rounds.reduce(
        (max, r) => (r.payoutMinor > 0n && BigInt(r.multiplierBp) > max ? BigInt(r.multiplierBp) : max),
        0n,
      ),
    );
    expect((await detail(multiplier.id)).standings.map((s) => s.score)).toEqual(
      best.map((n) => (Number(n.score) / 10_000).toFixed(2)),
    );
    expect((await detail(otherGame.id)).standings).toEqual([]);
  });

  it('lists by status and answers an unchanged poll with 304', async () => {
    const upcoming = await create({ starts_at: minutes(30), ends_at: minutes(90) });
    const list = async (status: string) =>
      TournamentListAnswer.parse(
        (await server.api({ method: 'GET', url: TOURNAMENTS_API.list.path, query: { status } })).json(),
      ).data.items.map((t) => t.id);
    expect(await list('upcoming')).toContain(upcoming.id);
    expect(await list('active')).not.toContain(upcoming.id);
    expect(
      (await server.api({ method: 'GET', url: TOURNAMENTS_API.list.path, query: { status: 'x' } })).statusCode,
    ).toBe(422);

    const url = pathOf(TOURNAMENTS_API.detail.path, { id: upcoming.id });
    const first = await server.api({ method: 'GET', url });
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect((await server.api({ method: 'GET', url, headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    await server.api({
      method: 'POST',
      url: pathOf(TOURNAMENTS_API.operatorCancel.path, { id: upcoming.id }),
      headers: operator,
      payload: { reason: 'Moved' },
    });
    expect((await server.api({ method: 'GET', url, headers: { 'if-none-match': tag } })).statusCode).toBe(200);
  });
});

describe('tournament finish', () => {
  it('pays the prizes once when two processes finish the same tournament at once', async () => {
    const [a, b] = [await fundedPlayer(), await fundedPlayer()];
    const t = await create({ prizes: ['100', '40', '10'] });
    await join(a, t.id);
    await join(b, t.id);
    await bet(a, '30');
    await bet(b, '70');
    // Two services whose clock is past the end, as two processes would be.
    const later = () => new Date(Date.now() + 2 * 3_600_000);
    const wallet = createWalletService(server.db);
    const [one, two] = [createTournaments(server.db, wallet, later), createTournaments(server.db, wallet, later)];
    const finished = await Promise.all([one.finish(t.id), two.finish(t.id), one.finish(t.id)]);
    expect(finished.filter(Boolean)).toHaveLength(1);

    const paid = await prizeTxs(t.id);
    expect(paid.map((tx) => [tx.userId, tx.amountMinor]).sort()).toEqual(
      [
        [b.userId, 10_000n],
        [a.userId, 4_000n],
      ].sort(),
    );
    const shown = await detail(t.id);
    expect(shown.tournament.status).toBe('finished');
    expect(shown.standings.map((s) => [s.user_id, s.prize])).toEqual([
      [b.userId, '100.00'],
      [a.userId, '40.00'],
    ]);
    // The operator's finish of a finished tournament pays nothing more.
    const again = await server.api({
      method: 'POST',
      url: pathOf(TOURNAMENTS_API.operatorFinish.path, { id: t.id }),
      headers: operator,
    });
    expect(again.statusCode).toBe(200);
    expect(await prizeTxs(t.id)).toHaveLength(2);
    await expectBooksBalanced(server);
  });

  it('the operator ends a running tournament now and it pays its winner', async () => {
    const [a, b] = [await fundedPlayer(), await fundedPlayer()];
    const t = await create({ prizes: ['25'] });
    await join(a, t.id);
    await join(b, t.id);
    await bet(a, '90');
    await bet(b, '10');
    const res = await server.api({
      method: 'POST',
      url: pathOf(TOURNAMENTS_API.operatorFinish.path, { id: t.id }),
      headers: operator,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = TournamentAnswer.parse(res.json()).data;
    expect(data.tournament.status).toBe('finished');
    expect(data.standings[0]).toMatchObject({ user_id: a.userId, place: 1, prize: '25.00' });
    expect(data.standings[1]).toMatchObject({ user_id: b.userId, place: 2, prize: null });
    expect((await prizeTxs(t.id)).map((tx) => tx.userId)).toEqual([a.userId]);
    await expectBooksBalanced(server);
  });

  it('a cancelled tournament pays nothing and says why', async () => {
    const a = await fundedPlayer();
    const t = await create({ entry: 'auto', prizes: ['100'] });
    await bet(a, '20');
    const cancel = (reason: string) =>
      server.api({
        method: 'POST',
        url: pathOf(TOURNAMENTS_API.operatorCancel.path, { id: t.id }),
        headers: operator,
        payload: { reason },
      });
    const res = await cancel('A game was misconfigured');
    expect(res.statusCode, res.body).toBe(200);
    expect(Tournament.parse(res.json().data)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'A game was misconfigured',
    });
    expect((await cancel('again')).json().data.cancel_reason).toBe('A game was misconfigured');

    const later = createTournaments(
      server.db,
      createWalletService(server.db),
      () => new Date(Date.now() + 2 * 3_600_000),
    );
    expect(await later.finish(t.id)).toBe(false);
    const finish = await server.api({
      method: 'POST',
      url: pathOf(TOURNAMENTS_API.operatorFinish.path, { id: t.id }),
      headers: operator,
    });
    expect(finish.statusCode).toBe(409);
    expect(await prizeTxs(t.id)).toHaveLength(0);
    expect((await detail(t.id)).tournament).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'A game was misconfigured',
    });
    expect((await join(a, t.id)).statusCode).toBe(409);
  });

  it('refuses a schedule that ends before it starts, and bad prizes, with 422', async () => {
    const res = await server.api({
      method: 'POST',
      url: TOURNAMENTS_API.operatorCreate.path,
      headers: operator,
      payload: {
        title: { ru: 'Т', en: 'T', kz: 'Т' },
        currency: 'USD',
        games: ['dice'],
        scoring: 'wagered',
        entry: 'auto',
        prizes: ['1.001'],
        starts_at: minutes(10),
        ends_at: minutes(5),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('ends_at');
    expect((await create({ currency: 'USD', prizes: ['1.00'] })).prizes).toEqual(['1.00']);
  });
});
