import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ValidationErrorBody } from '../../contract/api/errors';
import {
  ActiveRoundAnswer,
  BetAnswer,
  BetsAnswer,
  CaseOpenAnswer,
  CaseSellAnswer,
  GAMES_API,
  type GameBet,
  GamesConfigAnswer,
  PLAY_API,
  RotateSeedsAnswer,
  SeedsAnswer,
} from '../../contract/api/games';
import { hashServerSeed } from '../../contract/fairness/seeds';
import { verifyOutcome } from '../../contract/fairness/verify';
import { type CaseItem, findCase } from '../../contract/games/cases';
import { payoutMinor } from '../../contract/games/multiplier';
import { COINFLIP } from '../../contract/games/rules/coinflip';
import { diceMultiplier, diceWins } from '../../contract/games/rules/dice';
import { hiloRunningMultiplier } from '../../contract/games/rules/hilo';
import { KENO_PAYTABLES, type KenoRisk } from '../../contract/games/rules/keno';
import { minerPayout } from '../../contract/games/rules/miner';
import { type RouletteBet, rouletteCovered, rouletteMultiplier } from '../../contract/games/rules/roulette';
import { fromMinor, toMinor } from '../../contract/money';
import { buildApp } from '../app';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, type Player, registerPlayer } from '../wallet/players.testing';
import { roundBatchTotals } from '../wallet/round-batch';
import { createWalletService, type WalletService } from '../wallet/service';
import { createRounds } from './rounds';
import { createGamesService } from './service';

let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer();
  wallet = createWalletService(server.db);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function fundedPlayer(rub: string, currency: 'RUB' | 'USD' = 'RUB'): Promise<Player> {
  const player = await registerPlayer(server, currency);
  await wallet.credit({
    userId: player.userId,
    currency,
    amountMinor: toMinor(rub, currency),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return player;
}

const post = (player: Player, url: string, payload: unknown, key: string | null = randomUUID()) =>
  server.api({
    method: 'POST',
    url,
    headers: { ...player.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, schema: { parse(x: unknown): T }) {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

async function count(table: string, userId: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await server.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`),
  );
  return Number(rows[0]?.n ?? 0);
}

const cash = async (player: Player, currency: 'RUB' | 'USD' = 'RUB') =>
  fromMinor((await wallet.balances(player.userId, currency)).cash, currency);

describe('seeds', () => {
  it('commits the server seed, counts nonces, rotates and reveals', async () => {
    const player = await fundedPlayer('100');
    const before = await ok(
      await server.api({ method: 'GET', url: GAMES_API.seeds.path, headers: player.auth }),
      SeedsAnswer,
    );
    expect(before.data.nonce).toBe(0);
    expect(before.data.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 3; i++) {
      const bet = await ok(
        await post(player, PLAY_API.dice.bet.path, { amount: '1', target: 5000, direction: 'under' }),
        BetAnswer,
      );
      expect(bet.data.bet.nonce).toBe(i);
      expect(bet.data.bet.server_seed_hash).toBe(before.data.server_seed_hash);
      expect(bet.data.bet.server_seed).toBeNull();
    }
    const rotated = await ok(
      await server.api({
        method: 'PUT',
        url: GAMES_API.seeds.path,
        headers: player.auth,
        payload: { client_seed: 'my own seed' },
      }),
      RotateSeedsAnswer,
    );
    expect(rotated.data.revealed.server_seed_hash).toBe(before.data.server_seed_hash);
    expect(await hashServerSeed(rotated.data.revealed.server_seed)).toBe(before.data.server_seed_hash);
    expect(rotated.data.revealed.last_nonce).toBe(2);
    expect(rotated.data.active).toMatchObject({
      server_seed_hash: before.data.next_server_seed_hash,
      client_seed: 'my own seed',
      nonce: 0,
    });
    const history = await ok(
      await server.api({ method: 'GET', url: `${GAMES_API.bets.path}?game=dice`, headers: player.auth }),
      BetsAnswer,
    );
    expect(history.data.items.map((b) => b.server_seed)).toEqual(Array(3).fill(rotated.data.revealed.server_seed));
    const bad = await server.api({
      method: 'PUT',
      url: GAMES_API.seeds.path,
      headers: player.auth,
      payload: { client_seed: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await server.api({ method: 'GET', url: GAMES_API.seeds.path })).statusCode).toBe(401);
  });
});

describe('one-shot games', () => {
  it('settles a dice bet as one ledger transaction and answers a replayed key with the first result', async () => {
    const player = await fundedPlayer('100');
    const key = randomUUID();
    const first = await ok(
      await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 5000, direction: 'over' }, key),
      BetAnswer,
    );
    const bet = first.data.bet;
    const won = diceWins({ direction: 'over', target: 5000 }, bet.outcome?.roll as number);
    expect(bet.payout).toBe(won ? '19.80' : '0.00');
    expect(first.data.balance).toBe(won ? '109.80' : '90.00');
    const again = await ok(
      await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 5000, direction: 'over' }, key),
      BetAnswer,
    );
    expect(again.data.bet).toEqual(bet);
    expect(await count('game_bets', player.userId)).toBe(1);
    const conflict = await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 4000, direction: 'over' }, key);
    expect(conflict.statusCode).toBe(409);
    // Neither the replay nor the conflict took a nonce or wrote money; the round's ledger rows name the round.
    const next = await ok(
      await post(player, PLAY_API.dice.bet.path, { amount: '1', target: 5000, direction: 'over' }),
      BetAnswer,
    );
    expect(next.data.bet.nonce).toBe(bet.nonce + 1);
    const references = await server.db.execute(
      sql`SELECT DISTINCT reference FROM ledger_transactions WHERE user_id = ${player.userId} AND kind IN ('bet', 'win')`,
    );
    expect(
      rowsOf<{ reference: string }>(references)
        .map((r) => r.reference)
        .sort(),
    ).toEqual([`round:dice:${bet.id}`, `round:dice:${next.data.bet.id}`].sort());
    expect(
      (await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 5000, direction: 'over' }, null)).statusCode,
    ).toBe(422);
    const badTarget = await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 9900, direction: 'under' });
    expect(ValidationErrorBody.parse(badTarget.json()).errors.target?.[0]).toMatch(/^target_invalid:/);
  });

  it("refuses a new player's first bet above the limit without creating the player's seed pair", async () => {
    const player = await fundedPlayer('50');
    const above = await post(player, PLAY_API.dice.bet.path, { amount: '10000.01', target: 5000, direction: 'over' });
    expect(above.statusCode).toBe(422);
    expect(await count('game_seed_pairs', player.userId)).toBe(0);
    const fine = await post(player, PLAY_API.dice.bet.path, { amount: '1', target: 5000, direction: 'over' });
    expect(fine.statusCode).toBe(200);
    expect(await count('game_seed_pairs', player.userId)).toBe(1);
  });

  it('refuses a bet above the limit or the balance with 422 and writes nothing', async () => {
    const player = await fundedPlayer('50');
    const nonce = async () =>
      SeedsAnswer.parse((await server.api({ method: 'GET', url: GAMES_API.seeds.path, headers: player.auth })).json())
        .data.nonce;
    const n0 = await nonce();
    const ledger0 = await count('ledger_transactions', player.userId);
    const above = await post(player, PLAY_API.dice.bet.path, { amount: '10000.01', target: 5000, direction: 'over' });
    expect(above.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(above.json()).errors.amount?.[0]).toMatch(/^bet_above_max: .*10000\.00 RUB/);
    const miner = await post(player, PLAY_API.miner.start.path, { amount: '1000.01', mines: 3 });
    expect(ValidationErrorBody.parse(miner.json()).errors.amount?.[0]).toMatch(/^bet_above_max:/);
    const below = await post(player, PLAY_API.coinflip.bet.path, { amount: '0.99', side: 'heads' });
    expect(ValidationErrorBody.parse(below.json()).errors.amount?.[0]).toMatch(/^bet_below_min:/);
    const broke = await post(player, PLAY_API.dice.bet.path, { amount: '50.01', target: 5000, direction: 'over' });
    expect(broke.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(broke.json()).errors.amount?.[0]).toMatch(/^insufficient_funds:/);
    const roulette = await post(player, PLAY_API.roulette.bet.path, {
      chips: [
        { bet: { kind: 'red' }, amount: '30' },
        { bet: { kind: 'straight', number: 7 }, amount: '30' },
      ],
    });
    expect(ValidationErrorBody.parse(roulette.json()).errors.amount?.[0]).toMatch(/^insufficient_funds:/);
    expect(await count('game_bets', player.userId)).toBe(0);
    expect(await count('ledger_transactions', player.userId)).toBe(ledger0);
    expect(await nonce()).toBe(n0);
    expect(await cash(player)).toBe('50.00');
  });

  it('applies the limits of the player currency (USD roulette: max 0.10)', async () => {
    const player = await fundedPlayer('100', 'USD');
    const res = await post(player, PLAY_API.roulette.bet.path, { chips: [{ bet: { kind: 'red' }, amount: '0.11' }] });
    expect(ValidationErrorBody.parse(res.json()).errors.amount?.[0]).toMatch(/^bet_above_max: .*0\.10 USD/);
    const fine = await ok(
      await post(player, PLAY_API.roulette.bet.path, { chips: [{ bet: { kind: 'red' }, amount: '0.10' }] }),
      BetAnswer,
    );
    expect(fine.data.bet.currency).toBe('USD');
  });

  it('never overdraws under concurrent bets of one player', async () => {
    const player = await fundedPlayer('50');
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        post(player, PLAY_API.dice.bet.path, { amount: '5', target: 9800, direction: 'over' }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 422)).toBe(true);
    const bets = results.filter((r) => r.statusCode === 200).map((r) => BetAnswer.parse(r.json()).data.bet);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(ValidationErrorBody.parse(r.json()).errors.amount?.[0]).toMatch(/^insufficient_funds:/);
    }
    const expected = bets.reduce((sum, b) => sum - toMinor(b.amount, 'RUB') + toMinor(b.payout, 'RUB'), 5000n);
    expect(expected >= 0n).toBe(true);
    expect(await cash(player)).toBe(fromMinor(expected, 'RUB'));
    expect(await count('game_bets', player.userId)).toBe(bets.length);
    // Nonces are 0..n-1 with no gap: a refused bet does not take one.
    expect(bets.map((b) => b.nonce).sort((a, b) => a - b)).toEqual(bets.map((_, i) => i));
  });

  it('keeps nonces gapless when two processes (two services, each with its own pair cache) take bets of one player', async () => {
    const player = await fundedPlayer('1000');
    const one = createRounds(createGamesService({ db: server.db, wallet }));
    const two = createRounds(createGamesService({ db: server.db, wallet }));
    const body = { amount: '1', target: 5000, direction: 'over' as const };
    await one.bet('dice', player.userId, randomUUID(), body);
    await two.bet('dice', player.userId, randomUUID(), body);
    await one.bet('dice', player.userId, randomUUID(), body); // its cached nonce is stale now: one retry
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).bet('dice', player.userId, randomUUID(), body)),
    );
    await server.api({ method: 'PUT', url: GAMES_API.seeds.path, headers: player.auth, payload: {} });
    const after = await one.bet('dice', player.userId, randomUUID(), body); // the rotation made its pair stale
    expect(after.row.nonce).toBe(0);
    const bets = await createGamesService({ db: server.db, wallet }).storedBets(player.userId);
    expect(bets.slice(0, -1).map((b) => Number(b.nonce))).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it("never overdraws when two processes take one player's bets at once", async () => {
    const player = await fundedPlayer('10');
    const other = createRounds(createGamesService({ db: server.db, wallet }));
    const body = { amount: '1', target: 9800, direction: 'over' as const };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? other.bet('dice', player.userId, randomUUID(), body).then((r) => r.row.payout_minor)
          : post(player, PLAY_API.dice.bet.path, body).then((r) => {
              if (r.statusCode !== 200) throw new Error(r.body);
              return String(toMinor(BetAnswer.parse(r.json()).data.bet.payout, 'RUB'));
            }),
      ),
    );
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        const reason = o.reason as { errors?: unknown };
        expect(reason.errors ? JSON.stringify(reason.errors) : String(reason)).toMatch(/insufficient_funds/);
      }
    }
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const expected = won.reduce((sum, o) => sum - 100n + BigInt(o.status === 'fulfilled' ? o.value : 0), 1_000n);
    expect(expected >= 0n).toBe(true);
    expect(await cash(player)).toBe(fromMinor(expected, 'RUB'));
    const nonces = (await createGamesService({ db: server.db, wallet }).storedBets(player.userId)).map((b) =>
      Number(b.nonce),
    );
    expect(nonces.sort((a, b) => a - b)).toEqual(nonces.map((_, i) => i));
  });

  it("writes many players' rounds together, and a batch with a bad round round by round", async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer('100')));
    const poor = await fundedPlayer('0.50');
    const rounds = createRounds(createGamesService({ db: server.db, wallet }));
    const body = { amount: '1', target: 5000, direction: 'over' as const };
    const [first] = players as [Player];
    const replayedKey = randomUUID();
    const original = await rounds.bet('dice', first.userId, replayedKey, body);
    const before = roundBatchTotals();
    const results = await Promise.allSettled([
      ...players.flatMap((p) => [
        rounds.bet('dice', p.userId, randomUUID(), body),
        rounds.bet('dice', p.userId, randomUUID(), body),
      ]),
      rounds.bet('dice', poor.userId, randomUUID(), body),
      rounds.bet('dice', first.userId, replayedKey, body),
    ]);
    const after = roundBatchTotals();

    const poorResult = results[24];
    expect(poorResult?.status).toBe('rejected');
    expect(JSON.stringify((poorResult as PromiseRejectedResult).reason.errors)).toMatch(/insufficient_funds/);
    const replay = results[25];
    expect(replay?.status === 'fulfilled' && Number(replay.value.row.id)).toBe(Number(original.row.id));
    const service = createGamesService({ db: server.db, wallet });
    for (const [i, player] of players.entries()) {
      const mine = results.slice(2 * i, 2 * i + 2).map((r) => {
        if (r.status !== 'fulfilled') throw r.reason;
        return r.value.row;
      });
      const stored = await service.storedBets(player.userId);
      expect(stored.map((b) => Number(b.nonce)).sort((a, b) => a - b)).toEqual(stored.map((_, n) => n));
      const paid = mine.reduce((sum, row) => sum + BigInt(row.payout_minor) - 100n, 10_000n);
      const extra = i === 0 ? BigInt(original.row.payout_minor) - 100n : 0n;
      expect(await cash(player)).toBe(fromMinor(paid + extra, 'RUB'));
    }
    expect(await cash(poor)).toBe('0.50');
    // Every game's round goes the same way: nothing refused for well-formed rounds (a multi-step start too).
    const quiet = roundBatchTotals();
    const [a, b2, c, d] = players as [Player, Player, Player, Player];
    const started = await Promise.all([
      rounds.start('hilo', a.userId, randomUUID(), { amount: '1' }),
      rounds.start('miner', b2.userId, randomUUID(), { amount: '1', mines: 3 }),
      rounds.bet('keno', c.userId, randomUUID(), { amount: '1', picks: [1, 2, 3], risk: 'classic' }),
      rounds.bet('coinflip', d.userId, randomUUID(), { amount: '1', side: 'heads' }),
    ]);
    expect(started.map((r) => r.row.status)).toEqual(['active', 'active', 'settled', 'settled']);
    expect(roundBatchTotals().refused).toBe(quiet.refused);
    if (inject('pgAdminUrl')) {
      // On PostgreSQL the hot path batches: some statement carried several rounds, and the poor player's and the
      // replayed key's batch (or batches) refused, then written round by round.
      expect(after.rounds - before.rounds).toBeGreaterThan(after.batches - before.batches);
      expect(after.refused - before.refused).toBeGreaterThanOrEqual(1);
    } else {
      expect(after).toEqual(before);
    }
  });

  it('opens a case, holds the item and sells it back once', async () => {
    const player = await fundedPlayer('500');
    const opened = await ok(await post(player, GAMES_API.casesOpen.path, { case_id: 'starter' }), CaseOpenAnswer);
    expect(opened.data.bet.amount).toBe('100.00');
    expect(opened.data.balance).toBe('400.00');
    expect(opened.data.item.status).toBe('held');
    const sold = await ok(
      await post(player, GAMES_API.casesSell.path, { item_id: opened.data.item.id }, null),
      CaseSellAnswer,
    );
    expect(sold.data.item.status).toBe('sold');
    expect(sold.data.balance).toBe(fromMinor(40_000n + toMinor(opened.data.item.value, 'RUB'), 'RUB'));
    // A resend (its answer was lost) answers the first sale again and pays nothing more.
    const again = await ok(
      await post(player, GAMES_API.casesSell.path, { item_id: opened.data.item.id }, null),
      CaseSellAnswer,
    );
    expect(again.data).toEqual(sold.data);
    expect((await post(player, GAMES_API.casesOpen.path, { case_id: 'nope' })).statusCode).toBe(404);
  });

  it('publishes the configuration with the limits of a currency', async () => {
    const res = await server.api({ method: 'GET', url: `${GAMES_API.config.path}?currency=KZT` });
    const config = await ok(res, GamesConfigAnswer);
    expect(config.data.limits.miner).toEqual({ min: '5.00', max: '5000.00' });
    expect(config.data.coinflip.multiplier).toBe('1.98');
    expect(config.data.cases[0]?.price).toBe('500.00');
  });
});

describe('multi-step rounds', () => {
  it('plays hilo: a step from two tabs advances once, rotation waits, the round survives a restart', async () => {
    const player = await fundedPlayer('100');
    const start = await ok(await post(player, PLAY_API.hilo.start.path, { amount: '10' }), BetAnswer);
    expect(start.data.bet.status).toBe('active');
    expect(start.data.balance).toBe('90.00');
    expect((await post(player, PLAY_API.hilo.start.path, { amount: '10' })).statusCode).toBe(409);
    const rotate = await server.api({ method: 'PUT', url: GAMES_API.seeds.path, headers: player.auth, payload: {} });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().code).toBe('round_open');

    // A restart: a second app on the same database finds the round.
    const again = await buildApp({ db: server.db, config: server.config });
    try {
      const active = ActiveRoundAnswer.parse(
        (
          await again.inject({
            method: 'GET',
            url: PLAY_API.hilo.active.path,
            headers: { host: 'api.localhost', ...player.auth },
          })
        ).json(),
      );
      expect(active.data.bet?.id).toBe(start.data.bet.id);
    } finally {
      await again.close();
    }

    const tabs = await Promise.all([
      post(player, PLAY_API.hilo.step.path, { guess: 'skip', version: 0 }, null),
      post(player, PLAY_API.hilo.step.path, { guess: 'skip', version: 0 }, null),
    ]);
    expect(tabs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    let bet = BetAnswer.parse(tabs.find((r) => r.statusCode === 200)?.json()).data.bet;
    expect(bet.version).toBe(1);
    // Guess until the round ends or three wins, then cash out.
    let wins = 0;
    while (bet.status === 'active' && wins < 3) {
      const cards = bet.outcome?.cards as { rank: number }[];
      const rank = cards[cards.length - 1]?.rank ?? 0;
      const guess = rank < 6 ? 'higher' : 'lower';
      bet = (await ok(await post(player, PLAY_API.hilo.step.path, { guess, version: bet.version }, null), BetAnswer))
        .data.bet;
      if (bet.status === 'active') wins++;
    }
    if (bet.status === 'active') {
      const stale = await post(player, PLAY_API.hilo.cashout.path, { version: bet.version - 1 }, null);
      expect(stale.statusCode).toBe(409);
      const out = await ok(await post(player, PLAY_API.hilo.cashout.path, { version: bet.version }, null), BetAnswer);
      bet = out.data.bet;
      expect(out.data.balance).toBe(fromMinor(9_000n + toMinor(bet.payout, 'RUB'), 'RUB'));
      expect((await post(player, PLAY_API.hilo.cashout.path, { version: bet.version }, null)).statusCode).toBe(409);
    }
    expect(bet.status).toBe('settled');
    // Replay the round from what is stored.
    const [stored] = await createGamesService({ db: server.db, wallet }).storedBets(player.userId);
    const state = stored?.state as { cards: { index: number }[]; steps: { guess: string }[] };
    const rotated = RotateSeedsAnswer.parse(
      (await server.api({ method: 'PUT', url: GAMES_API.seeds.path, headers: player.auth, payload: {} })).json(),
    );
    const drawn = await verifyOutcome(
      { serverSeed: rotated.data.revealed.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce },
      { game: 'hilo', cards: state.cards.length },
    );
    if (drawn.game !== 'hilo') throw new Error('hilo');
    expect(drawn.cards.map((c) => c.index)).toEqual(state.cards.map((c) => c.index));
  });

  it('keeps the ledger keys of a round apart from any Idempotency-Key a player can send', async () => {
    const player = await fundedPlayer('100');
    const start = await ok(await post(player, PLAY_API.hilo.start.path, { amount: '10' }), BetAnswer);
    // A key shaped like the round's own win key: still a different ledger key.
    const key = `round:${start.data.bet.id}:win`;
    await ok(
      await post(player, PLAY_API.dice.bet.path, { amount: '10', target: 200, direction: 'over' }, key),
      BetAnswer,
    );
    const out = await ok(await post(player, PLAY_API.hilo.cashout.path, { version: 0 }, null), BetAnswer);
    expect(out.data.bet.payout).toBe('10.00');
  });

  it('plays miner: safe tiles raise the multiplier, cash-out pays, a mine loses, two tabs cannot both step', async () => {
    const player = await fundedPlayer('100');
    const games = createGamesService({ db: server.db, wallet });
    const start = await ok(await post(player, PLAY_API.miner.start.path, { amount: '10', mines: 3 }), BetAnswer);
    expect(start.data.bet.outcome).not.toHaveProperty('mine_tiles');
    const [row] = await games.storedBets(player.userId);
    const mines = (row?.state as { mines: number[] } | undefined)?.mines ?? [];
    const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));
    expect((await post(player, PLAY_API.miner.cashout.path, { version: 0 }, null)).statusCode).toBe(409);
    const tabs = await Promise.all([
      post(player, PLAY_API.miner.step.path, { tile: safe[0], version: 0 }, null),
      post(player, PLAY_API.miner.step.path, { tile: safe[1], version: 0 }, null),
    ]);
    expect(tabs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const step = BetAnswer.parse(tabs.find((r) => r.statusCode === 200)?.json()).data.bet;
    const opened = (step.outcome?.revealed as number[] | undefined)?.[0] ?? -1;
    const second = safe.find((t) => t !== opened) ?? -1;
    const two = await ok(await post(player, PLAY_API.miner.step.path, { tile: second, version: 1 }, null), BetAnswer);
    expect((await post(player, PLAY_API.miner.step.path, { tile: second, version: 2 }, null)).statusCode).toBe(422);
    const out = await ok(
      await post(player, PLAY_API.miner.cashout.path, { version: two.data.bet.version }, null),
      BetAnswer,
    );
    const multiplier = minerPayout(mines, [opened, second]);
    expect(out.data.bet.payout).toBe(fromMinor(payoutMinor(1_000n, multiplier), 'RUB'));
    expect(out.data.bet.outcome?.mine_tiles).toEqual(mines);

    await ok(await post(player, PLAY_API.miner.start.path, { amount: '10', mines: 24 }), BetAnswer);
    const [, lost] = await games.storedBets(player.userId);
    const mine = (lost?.state as { mines: number[] } | undefined)?.mines[0];
    const boom = await ok(await post(player, PLAY_API.miner.step.path, { tile: mine, version: 0 }, null), BetAnswer);
    expect(boom.data.bet).toMatchObject({ status: 'settled', payout: '0.00', multiplier: '0.00' });
    expect((await server.api({ method: 'GET', url: PLAY_API.miner.active.path, headers: player.auth })).json()).toEqual(
      {
        data: { bet: null },
      },
    );
  });
});

describe('a step or cash-out resent after its answer was lost', () => {
  it('miner: the same step (version, tile, Idempotency-Key) answers the state after it; another tab still gets 409', async () => {
    const player = await fundedPlayer('100');
    const games = createGamesService({ db: server.db, wallet });
    await ok(await post(player, PLAY_API.miner.start.path, { amount: '10', mines: 3 }), BetAnswer);
    const [row] = await games.storedBets(player.userId);
    const mines = (row?.state as { mines: number[] } | undefined)?.mines ?? [];
    const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));
    const stepKey = randomUUID();
    const first = await ok(
      await post(player, PLAY_API.miner.step.path, { tile: safe[0], version: 0 }, stepKey),
      BetAnswer,
    );
    const resent = await ok(
      await post(player, PLAY_API.miner.step.path, { tile: safe[0], version: 0 }, stepKey),
      BetAnswer,
    );
    expect(resent.data).toEqual(first.data);
    expect(resent.data.bet.version).toBe(1);
    // Another tab that saw version 0: a different tile, or the same tile under its own key.
    for (const [tile, key] of [
      [safe[1], stepKey],
      [safe[0], randomUUID()],
      [safe[0], null],
    ] as const) {
      const stale = await post(player, PLAY_API.miner.step.path, { tile, version: 0 }, key);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('round_changed');
    }

    const cashKey = randomUUID();
    const out = await ok(await post(player, PLAY_API.miner.cashout.path, { version: 1 }, cashKey), BetAnswer);
    expect(out.data.bet.status).toBe('settled');
    const paid = fromMinor(9_000n + toMinor(out.data.bet.payout, 'RUB'), 'RUB');
    expect(out.data.balance).toBe(paid);
    const outAgain = await ok(await post(player, PLAY_API.miner.cashout.path, { version: 1 }, cashKey), BetAnswer);
    expect(outAgain.data).toEqual(out.data);
    const other = await post(player, PLAY_API.miner.cashout.path, { version: 1 }, randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('no_round');
    const [settled] = await games.storedBets(player.userId);
    expect(settled?.payout_minor).toBe(toMinor(out.data.bet.payout, 'RUB').toString());
    expect(fromMinor((await wallet.balances(player.userId, 'RUB')).cash, 'RUB')).toBe(paid);

    // A losing step resent: the settled round again, not "no round".
    await ok(await post(player, PLAY_API.miner.start.path, { amount: '10', mines: 24 }), BetAnswer);
    const [, lost] = await games.storedBets(player.userId);
    const mine = (lost?.state as { mines: number[] } | undefined)?.mines[0];
    const boomKey = randomUUID();
    const boom = await ok(await post(player, PLAY_API.miner.step.path, { tile: mine, version: 0 }, boomKey), BetAnswer);
    const boomAgain = await ok(
      await post(player, PLAY_API.miner.step.path, { tile: mine, version: 0 }, boomKey),
      BetAnswer,
    );
    expect(boomAgain.data).toEqual(boom.data);
    expect(boomAgain.data.bet.status).toBe('settled');
  });

  it('hilo: a resent guess and a resent cash-out answer the stored result and pay once', async () => {
    const player = await fundedPlayer('100');
    await ok(await post(player, PLAY_API.hilo.start.path, { amount: '10' }), BetAnswer);
    const skipKey = randomUUID();
    const skip = await ok(
      await post(player, PLAY_API.hilo.step.path, { guess: 'skip', version: 0 }, skipKey),
      BetAnswer,
    );
    const skipAgain = await ok(
      await post(player, PLAY_API.hilo.step.path, { guess: 'skip', version: 0 }, skipKey),
      BetAnswer,
    );
    expect(skipAgain.data).toEqual(skip.data);
    expect((await post(player, PLAY_API.hilo.step.path, { guess: 'skip', version: 0 }, randomUUID())).statusCode).toBe(
      409,
    );
    const cashKey = randomUUID();
    const out = await ok(await post(player, PLAY_API.hilo.cashout.path, { version: 1 }, cashKey), BetAnswer);
    expect(out.data.bet.payout).toBe('10.00');
    expect(out.data.balance).toBe('100.00');
    const outAgain = await ok(await post(player, PLAY_API.hilo.cashout.path, { version: 1 }, cashKey), BetAnswer);
    expect(outAgain.data).toEqual(out.data);
    expect(fromMinor((await wallet.balances(player.userId, 'RUB')).cash, 'RUB')).toBe('100.00');
  });
});

const rand = (n: number) => Math.floor(Math.random() * n);

function randomRouletteBet(): RouletteBet {
  const outside = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
  switch (rand(4)) {
    case 0:
      return { kind: 'straight', number: rand(37) };
    case 1:
      return { kind: outside[rand(outside.length)] ?? 'red' };
    case 2:
      return { kind: rand(2) ? 'dozen' : 'column', index: (rand(3) + 1) as 1 | 2 | 3 };
    default: {
      const n = rand(11) * 3 + 1;
      return { kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] };
    }
  }
}

/** Recomputes a stored round from its revealed seed with the contract's verify functions; returns its payout. */
async function recompute(
  bet: GameBet,
  serverSeed: string,
  stored: { state: unknown; config: unknown },
): Promise<bigint> {
  const seeds = { serverSeed, clientSeed: bet.client_seed, nonce: bet.nonce };
  const stake = toMinor(bet.amount, bet.currency);
  const params = bet.params as Record<string, unknown>;
  switch (bet.game) {
    case 'dice': {
      const r = await verifyOutcome(seeds, { game: 'dice' });
      if (r.game !== 'dice') throw new Error();
      expect(bet.outcome?.roll).toBe(r.roll);
      const dice = { direction: params.direction as 'over' | 'under', target: params.target as number };
      return diceWins(dice, r.roll) ? payoutMinor(stake, diceMultiplier(dice)) : 0n;
    }
    case 'coinflip': {
      const r = await verifyOutcome(seeds, { game: 'coinflip' });
      if (r.game !== 'coinflip') throw new Error();
      expect(bet.outcome?.side).toBe(r.side);
      return r.side === params.side ? payoutMinor(stake, COINFLIP.multiplier) : 0n;
    }
    case 'keno': {
      const r = await verifyOutcome(seeds, { game: 'keno' });
      if (r.game !== 'keno') throw new Error();
      expect(bet.outcome?.drawn).toEqual(r.drawn);
      const picks = params.picks as number[];
      const hits = picks.filter((p) => r.drawn.includes(p)).length;
      const row = KENO_PAYTABLES[params.risk as KenoRisk][picks.length - 1] ?? [];
      expect((stored.config as { paytable: number[] }).paytable).toEqual(row);
      return payoutMinor(stake, row[hits] ?? -1);
    }
    case 'roulette': {
      const r = await verifyOutcome(seeds, { game: 'roulette' });
      if (r.game !== 'roulette') throw new Error();
      expect(bet.outcome?.pocket).toBe(r.pocket);
      let sum = 0n;
      for (const chip of params.chips as { bet: RouletteBet; amount: string }[]) {
        if (rouletteCovered(chip.bet).includes(r.pocket))
          sum += payoutMinor(toMinor(chip.amount, bet.currency), rouletteMultiplier(chip.bet));
      }
      return sum;
    }
    case 'cases': {
      const items = (stored.config as { items: (Omit<CaseItem, 'value'> & { value: string })[] }).items.map((i) => ({
        ...i,
        value: BigInt(i.value),
      }));
      const r = await verifyOutcome(seeds, { game: 'cases', items });
      if (r.game !== 'cases') throw new Error();
      expect(bet.outcome?.item).toMatchObject({ id: r.item?.id, value: fromMinor(r.item?.value ?? -1n, bet.currency) });
      return 0n;
    }
    case 'miner': {
      const mines = params.mines as number;
      const r = await verifyOutcome(seeds, { game: 'miner', mines });
      if (r.game !== 'miner') throw new Error();
      const state = stored.state as { mines: number[]; revealed: number[] };
      expect(state.mines).toEqual(r.mines);
      return payoutMinor(stake, minerPayout(r.mines, state.revealed));
    }
    case 'hilo': {
      const state = stored.state as { cards: { index: number }[]; steps: { guess: string }[] };
      const r = await verifyOutcome(seeds, { game: 'hilo', cards: state.cards.length });
      if (r.game !== 'hilo') throw new Error();
      expect(r.cards.map((c) => c.index)).toEqual(state.cards.map((c) => c.index));
      // Without skips, the contract's running multiplier applies directly.
      const guesses = state.steps.map((s) => s.guess);
      if (guesses.includes('skip')) return toMinor(bet.payout, bet.currency);
      return payoutMinor(stake, hiloRunningMultiplier(r.cards, guesses as never));
    }
  }
}

describe('history and verifier agree', () => {
  it('for 1,000 random bets, every stored round recomputes from its revealed seed', async () => {
    const player = await fundedPlayer('1000000');
    const kinds = ['dice', 'coinflip', 'keno', 'roulette', 'cases', 'miner', 'hilo'] as const;
    for (let i = 0; i < 1000; i++) {
      const game = i < 980 ? kinds[rand(5)] : kinds[5 + (i % 2)];
      const amount = `${1 + rand(50)}.${rand(10)}0`;
      switch (game) {
        case 'dice':
          await ok(
            await post(player, PLAY_API.dice.bet.path, {
              amount,
              target: 200 + rand(9600),
              direction: rand(2) ? 'over' : 'under',
            }),
            BetAnswer,
          );
          break;
        case 'coinflip':
          await ok(
            await post(player, PLAY_API.coinflip.bet.path, { amount, side: rand(2) ? 'heads' : 'tails' }),
            BetAnswer,
          );
          break;
        case 'keno': {
          const picks = [...new Set(Array.from({ length: 1 + rand(10) }, () => 1 + rand(40)))];
          const risk = (['classic', 'low', 'medium', 'high'] as const)[rand(4)];
          await ok(await post(player, PLAY_API.keno.bet.path, { amount, risk, picks }), BetAnswer);
          break;
        }
        case 'roulette': {
          const chips = Array.from({ length: 1 + rand(4) }, () => ({
            bet: randomRouletteBet(),
            amount: `${1 + rand(9)}`,
          }));
          await ok(await post(player, PLAY_API.roulette.bet.path, { chips }), BetAnswer);
          break;
        }
        case 'cases':
          await ok(await post(player, GAMES_API.casesOpen.path, { case_id: 'starter' }), CaseOpenAnswer);
          break;
        case 'miner': {
          let bet = (await ok(await post(player, PLAY_API.miner.start.path, { amount, mines: 1 + rand(5) }), BetAnswer))
            .data.bet;
          for (let s = 0; s < 3 && bet.status === 'active'; s++) {
            const open = bet.outcome?.revealed as number[];
            const tile = Array.from({ length: 25 }, (_, t) => t).filter((t) => !open.includes(t))[
              rand(25 - open.length)
            ];
            bet = (
              await ok(await post(player, PLAY_API.miner.step.path, { tile, version: bet.version }, null), BetAnswer)
            ).data.bet;
          }
          if (bet.status === 'active')
            await ok(await post(player, PLAY_API.miner.cashout.path, { version: bet.version }, null), BetAnswer);
          break;
        }
        case 'hilo': {
          let bet = (await ok(await post(player, PLAY_API.hilo.start.path, { amount }), BetAnswer)).data.bet;
          for (let s = 0; s < 3 && bet.status === 'active'; s++) {
            const cards = bet.outcome?.cards as { rank: number }[];
            const rank = cards[cards.length - 1]?.rank ?? 0;
            const guess = rank === 0 ? 'higher' : rank === 12 ? 'lower' : rand(2) ? 'higherOrSame' : 'lowerOrSame';
            bet = (
              await ok(await post(player, PLAY_API.hilo.step.path, { guess, version: bet.version }, null), BetAnswer)
            ).data.bet;
          }
          if (bet.status === 'active')
            await ok(await post(player, PLAY_API.hilo.cashout.path, { version: bet.version }, null), BetAnswer);
          break;
        }
      }
    }
    const rotated = RotateSeedsAnswer.parse(
      (await server.api({ method: 'PUT', url: GAMES_API.seeds.path, headers: player.auth, payload: {} })).json(),
    );
    expect(rotated.data.revealed.last_nonce).toBe(999);
    const stored = new Map(
      (await createGamesService({ db: server.db, wallet }).storedBets(player.userId)).map((r) => [Number(r.id), r]),
    );
    const history: GameBet[] = [];
    for (let page = 1; ; page++) {
      const res = await ok(
        await server.api({
          method: 'GET',
          url: `${GAMES_API.bets.path}?per_page=100&page=${page}`,
          headers: player.auth,
        }),
        BetsAnswer,
      );
      history.push(...res.data.items);
      if (!res.data.has_more) break;
    }
    expect(history).toHaveLength(1000);
    expect(new Set(history.map((b) => b.nonce)).size).toBe(1000);
    let total = 0n;
    for (const bet of history) {
      expect(bet.server_seed).toBe(rotated.data.revealed.server_seed);
      expect(bet.status).toBe('settled');
      const row = stored.get(bet.id);
      if (!row) throw new Error('missing row');
      const payout = await recompute(bet, rotated.data.revealed.server_seed, row);
      expect(fromMinor(payout, bet.currency), `${bet.game} #${bet.id}`).toBe(bet.payout);
      total += payout - toMinor(bet.amount, bet.currency);
    }
    // Case items are still held: the ledger moved the stakes and the wins only.
    expect(await cash(player)).toBe(fromMinor(100_000_000n + total, 'RUB'));
  }, 240_000);
});

// The cases catalogue is published in RUB; the starter case must exist for these tests.
expect(findCase('starter')).toBeDefined();
