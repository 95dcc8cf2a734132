import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_API, BonusesAnswer } from '../../contract/api/bonus';
import { pathOf } from '../../contract/api/endpoint';
import {
  LIVE_API,
  LiveBetAnswer,
  type LiveRound,
  LiveRoundsAnswer,
  type LiveState,
  LiveStateAnswer,
} from '../../contract/api/live';
import { verifyLiveRound } from '../../contract/fairness/live';
import { nodeSha256Hex, referenceFloats } from '../../contract/fairness/node-reference.testing';
import type { LiveTable } from '../../contract/live/tables';
import { type Currency, fromMinor } from '../../contract/money';
import { LIVE_TOPIC, LiveEvent } from '../../contract/realtime/live';
import { createBonusService } from '../bonus/service';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, fundedPlayer, OPERATOR_TOKEN, operator, type Player } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { createLiveRounds, type LiveRounds } from './rounds';
import { createLiveService } from './service';

let now = 1_900_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const events: LiveEvent[] = [];
bus.subscribe(LIVE_TOPIC, (message) => events.push(LiveEvent.parse(message)));
const SETTINGS = { bettingMs: 20_000, resultMs: 8000 };

let server: TestServer;
let wallet: WalletService;
let rounds: LiveRounds;

beforeAll(async () => {
  server = await startTestServer(
    { live: { ...SETTINGS, rounds: false }, operatorToken: OPERATOR_TOKEN },
    { liveClock: clock, bus },
  );
  wallet = createWalletService(server.db);
  const live = createLiveService({ db: server.db, wallet, bus, settings: SETTINGS, clock });
  rounds = createLiveRounds({ db: server.db, wallet, live });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const cashOf = async (player: Player, currency: Currency = 'RUB') =>
  fromMinor((await wallet.balances(player.userId, currency)).cash, currency);

function bet(player: Player, table: LiveTable, body: { round_id: number; spot: string; amount: string }, key?: string) {
  return server.api({
    method: 'POST',
    url: pathOf(LIVE_API.bet.path, { table }),
    headers: { ...player.auth, 'idempotency-key': key ?? randomUUID() },
    payload: body,
  });
}

async function state(table: LiveTable, player?: Player): Promise<LiveState> {
  const res = await server.api({ method: 'GET', url: pathOf(LIVE_API.state.path, { table }), headers: player?.auth });
  expect(res.statusCode, res.body).toBe(200);
  return LiveStateAnswer.parse(res.json()).data;
}

/** The leader's step after the last round's result time: the table's next round is open. */
async function openRound(table: LiveTable): Promise<LiveRound> {
  now += SETTINGS.bettingMs + SETTINGS.resultMs + 1;
  await rounds.advance(now);
  now += 1;
  await rounds.advance(now);
  const round = (await state(table)).round as LiveRound;
  expect(round).toMatchObject({ phase: 'betting', server_seed: null, outcome: null });
  return round;
}

/** Past the round's close, the leader's step: the round is drawn; answers it as published. */
async function drawRound(table: LiveTable, round: LiveRound): Promise<LiveRound> {
  now = round.closes_at;
  await rounds.advance(now);
  const res = await server.api({ method: 'GET', url: `${pathOf(LIVE_API.rounds.path, { table })}?limit=1` });
  const [drawn] = LiveRoundsAnswer.parse(res.json()).data;
  expect(drawn?.id).toBe(round.id);
  return drawn as LiveRound;
}

/** The outcome the way an outside verifier computes it: float 0 of HMAC-SHA256(seed, "<table>:<id>:0:0"). */
async function referenceOutcome(round: LiveRound, outcomes: number): Promise<number> {
  const [float] = await referenceFloats(
    { serverSeed: round.server_seed as string, clientSeed: `${round.table}:${round.id}`, nonce: 0 },
    1,
  );
  return Math.floor((float as number) * outcomes);
}

// An independent reading of European roulette's payouts (to one, stake back besides; zero loses outside bets).
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
function roulettePaysBack(spot: string, n: number): number {
  if (spot === `straight:${n}`) return 36;
  if (spot.startsWith('straight:') || n === 0) return 0;
  const wins: Record<string, boolean> = {
    red: REDS.has(n),
    black: !REDS.has(n),
    odd: n % 2 === 1,
    even: n % 2 === 0,
    low: n < 19,
    high: n > 18,
    'dozen:1': n < 13,
    'dozen:2': n > 12 && n < 25,
    'dozen:3': n > 24,
    'column:1': n % 3 === 1,
    'column:2': n % 3 === 2,
    'column:3': n % 3 === 0,
  };
  if (!wins[spot]) return 0;
  return spot.startsWith('dozen') || spot.startsWith('column') ? 3 : 2;
}
const ROULETTE_SPOTS = [
  ...Array.from({ length: 37 }, (_, n) => `straight:${n}`),
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen:1',
  'dozen:2',
  'dozen:3',
  'column:1',
  'column:2',
  'column:3',
];

const winsPosted = async (roundId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await server.db.execute(
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = ${`round:live:${roundId}`}
            AND kind = 'win'`,
      ),
    )[0]?.n,
  );

describe('live roulette', () => {
  it('settles every kind of bet once at its payout; the seed revealed verifies the outcome', async () => {
    const round = await openRound('roulette');
    expect(round.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const alice = await fundedPlayer(server, '1000');
    for (const spot of ROULETTE_SPOTS) {
      const res = await bet(alice, 'roulette', { round_id: round.id, spot, amount: '2' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await cashOf(alice)).toBe(`${1000 - 2 * ROULETTE_SPOTS.length}.00`);

    const drawn = await drawRound('roulette', round);
    expect(await nodeSha256Hex(drawn.server_seed as string)).toBe(round.server_seed_hash);
    const pocket = await referenceOutcome(drawn, 37);
    expect(drawn.outcome).toBe(pocket);
    expect(
      await verifyLiveRound({
        table: 'roulette',
        roundId: drawn.id,
        serverSeed: drawn.server_seed as string,
        serverSeedHash: round.server_seed_hash,
        outcome: pocket,
      }),
    ).toBe(true);

    const mine = (await state('roulette', alice)).mine.filter((b) => b.round_id === round.id);
    expect(mine).toHaveLength(ROULETTE_SPOTS.length);
    let back = 0;
    for (const placed of mine) {
      const expected = 2 * roulettePaysBack(placed.spot, pocket);
      expect({ spot: placed.spot, payout: placed.payout, status: placed.status }).toEqual({
        spot: placed.spot,
        payout: `${expected}.00`,
        status: expected > 0 ? 'won' : 'lost',
      });
      back += expected;
    }
    expect(await cashOf(alice)).toBe(`${1000 - 2 * ROULETTE_SPOTS.length + back}.00`);

    // The leader's step again (a new leader resuming): nothing is paid twice.
    const posted = await winsPosted(round.id);
    await rounds.settle(round.id, now + 5);
    expect(await winsPosted(round.id)).toBe(posted);
    expect(await cashOf(alice)).toBe(`${1000 - 2 * ROULETTE_SPOTS.length + back}.00`);
  });

  it('refuses a bet at or after the close, and on a drawn round, changing nothing', async () => {
    const round = await openRound('roulette');
    const bob = await fundedPlayer(server, '100');
    now = round.closes_at;
    const late = await bet(bob, 'roulette', { round_id: round.id, spot: 'red', amount: '5' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'betting_closed' });
    await drawRound('roulette', round);
    const after = await bet(bob, 'roulette', { round_id: round.id, spot: 'red', amount: '5' });
    expect(after.statusCode).toBe(409);
    expect(await cashOf(bob)).toBe('100.00');
    expect((await state('roulette', bob)).mine).toEqual([]);
  });

  it('answers a resent bet with the first and moves money once; another bet under the key is refused', async () => {
    const round = await openRound('roulette');
    const carol = await fundedPlayer(server, '100');
    const key = randomUUID();
    const body = { round_id: round.id, spot: 'straight:17', amount: '3' };
    const first = await bet(carol, 'roulette', body, key);
    const again = await bet(carol, 'roulette', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(LiveBetAnswer.parse(again.json()).data.bet).toEqual(LiveBetAnswer.parse(first.json()).data.bet);
    expect(await cashOf(carol)).toBe('97.00');
    const other = await bet(carol, 'roulette', { ...body, spot: 'red' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await cashOf(carol)).toBe('97.00');
    await drawRound('roulette', round);
  });

  it('refuses bets outside the limits of the currency and unknown spots (422), changing nothing', async () => {
    const round = await openRound('roulette');
    const rub = await fundedPlayer(server, '20000');
    const usd = await fundedPlayer(server, '10', 'USD');
    const over = await bet(rub, 'roulette', { round_id: round.id, spot: 'red', amount: '10000.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/^bet_above_max:/);
    const under = await bet(rub, 'roulette', { round_id: round.id, spot: 'red', amount: '0.5' });
    expect(under.json().errors.amount[0]).toMatch(/^bet_below_min:/);
    const usdOver = await bet(usd, 'roulette', { round_id: round.id, spot: 'red', amount: '0.11' });
    expect(usdOver.json().errors.amount[0]).toMatch(/^bet_above_max:/);
    const spot = await bet(rub, 'roulette', { round_id: round.id, spot: 'straight:37', amount: '1' });
    expect(spot.statusCode).toBe(422);
    expect(spot.json().errors.spot[0]).toMatch(/^spot_invalid:/);
    const poor = await fundedPlayer(server, '1');
    const short = await bet(poor, 'roulette', { round_id: round.id, spot: 'red', amount: '2' });
    expect(short.json().errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await cashOf(rub)).toBe('20000.00');
    expect(await cashOf(usd, 'USD')).toBe('10.00');
    expect(await cashOf(poor)).toBe('1.00');
    expect((await state('roulette')).totals).toEqual([]);
    await drawRound('roulette', round);
  });

  it('plays one round for two players: each sees the totals of both, both are settled, events tell the table', async () => {
    const round = await openRound('roulette');
    events.length = 0;
    const dan = await fundedPlayer(server, '100');
    const eve = await fundedPlayer(server, '100');
    expect((await bet(dan, 'roulette', { round_id: round.id, spot: 'red', amount: '10' })).statusCode).toBe(200);
    const second = await bet(eve, 'roulette', { round_id: round.id, spot: 'black', amount: '7' });
    expect(LiveBetAnswer.parse(second.json()).data.totals).toEqual([
      { currency: 'RUB', amount: '17.00', bets: 2, players: 2 },
    ]);
    expect((await state('roulette', dan)).totals).toEqual([{ currency: 'RUB', amount: '17.00', bets: 2, players: 2 }]);
    const betEvents = events.filter((e) => e.type === 'bet');
    expect(betEvents.at(-1)).toMatchObject({ round_id: round.id, totals: [{ amount: '17.00', players: 2 }] });

    const drawn = await drawRound('roulette', round);
    const pocket = drawn.outcome as number;
    expect(await cashOf(dan)).toBe(`${90 + 10 * roulettePaysBack('red', pocket)}.00`);
    expect(await cashOf(eve)).toBe(`${93 + 7 * roulettePaysBack('black', pocket)}.00`);
    const settled = events.find((e) => e.type === 'settled');
    expect(settled).toMatchObject({ round: { id: round.id, outcome: pocket }, totals: [{ players: 2 }] });
    for (const player of [dan, eve]) {
      const [mine] = (await state('roulette', player)).mine;
      expect(mine?.status).not.toBe('open');
    }
  });
});

describe('money wheel', () => {
  it('pays a bet on the number the wheel stops on that number to one, the others lose', async () => {
    const round = await openRound('money-wheel');
    const frank = await fundedPlayer(server, '10');
    for (const spot of ['1', '2', '5', '10', '20', '40']) {
      const res = await bet(frank, 'money-wheel', { round_id: round.id, spot, amount: '0.5' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await bet(frank, 'money-wheel', { round_id: round.id, spot: '1', amount: '1.01' });
    expect(over.json().errors.amount[0]).toMatch(/^bet_above_max:/);
    const drawn = await drawRound('money-wheel', round);
    const segment = await referenceOutcome(drawn, 54);
    expect(drawn.outcome).toBe(segment);
    // The wheel as published: 25 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40.
    const { MONEY_WHEEL_SEGMENTS } = await import('../../contract/live/money-wheel');
    const number = MONEY_WHEEL_SEGMENTS[segment] as number;
    const mine = (await state('money-wheel', frank)).mine;
    for (const placed of mine) {
      expect(placed.payout).toBe(placed.spot === String(number) ? fromMinor(50n * BigInt(number + 1), 'RUB') : '0.00');
    }
    expect(await cashOf(frank)).toBe(fromMinor(1000n - 300n + 50n * BigInt(number + 1), 'RUB'));
  });
});

describe('live bets and an active bonus', () => {
  it('count a tenth of the stake toward the wagering; the stake is real money', async () => {
    const offer = await server.api({
      method: 'POST',
      url: BONUS_API.operatorCreateOffer.path,
      headers: operator,
      payload: {
        kind: 'deposit_match',
        name: 'Live reload',
        percent: 100,
        amounts: { RUB: '100' },
        wager_multiplier: 10,
        lifetime_s: 3600,
      },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const grace = await fundedPlayer(server, '100');
    const bonus = createBonusService({ db: server.db, wallet });
    await server.db.transaction((tx) =>
      bonus.onDeposit(tx, { userId: grace.userId, currency: 'RUB', amountMinor: 10_000n, invoiceId: 0 }),
    );
    const round = await openRound('roulette');
    const placed = await bet(grace, 'roulette', { round_id: round.id, spot: 'red', amount: '50' });
    expect(placed.statusCode, placed.body).toBe(200);
    const res = await server.api({ method: 'GET', url: BONUS_API.bonuses.path, headers: grace.auth });
    const [grant] = BonusesAnswer.parse(res.json()).data.bonuses;
    expect(grant).toMatchObject({ status: 'active', wagered: '5.00' });
    expect(await cashOf(grace)).toBe('50.00');
    expect(fromMinor((await wallet.balances(grace.userId, 'RUB')).bonus, 'RUB')).toBe('100.00');
    await drawRound('roulette', round);
  });
});
