import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_API,
  CrashBetAnswer,
  CrashFairnessAnswer,
  CrashRoundsAnswer,
  CrashStateAnswer,
} from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { crashPoint, formatBust, stepsToLaterHash } from '../../contract/fairness/crash';
import { bustAfterMs, crashPayout, multiplierAt } from '../../contract/games/rules/crash';
import { type Currency, fromMinor } from '../../contract/money';
import { CRASH_TOPIC, CrashEvent } from '../../contract/realtime/crash';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, fundedPlayer, type Player } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { type CrashRounds, createCrashRounds } from './rounds';
import { createCrashService } from './service';
import type { RoundRow } from './views';

let now = 1_800_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const events: CrashEvent[] = [];
bus.subscribe(CRASH_TOPIC, (message) => events.push(CrashEvent.parse(message)));

let server: TestServer;
let wallet: WalletService;
let rounds: CrashRounds;
let crash: ReturnType<typeof createCrashService>;
const SALT = 'an operator salt announced in advance';

beforeAll(async () => {
  server = await startTestServer({}, { crashClock: clock, bus });
  wallet = createWalletService(server.db);
  crash = createCrashService({ db: server.db, wallet, bus, clock });
  rounds = createCrashRounds({ db: server.db, wallet, crash }, { chainLength: 60, bettingMs: 5000, salt: SALT });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function cashOf(player: Player, currency: Currency = 'RUB'): Promise<string> {
  return fromMinor((await wallet.balances(player.userId, currency)).cash, currency);
}

/** Busts whatever round is open (no one left to settle), then opens rounds until one's bust satisfies `wanted`. */
async function openRound(wanted: (bust: number) => boolean): Promise<RoundRow> {
  for (;;) {
    let round = await crash.currentRound();
    if (round && round.phase !== 'busted') {
      now = Math.max(now, Number(round.bust_at));
      await rounds.advance(now);
      await rounds.advance(now);
    }
    now += 1000;
    await rounds.advance(now);
    round = (await crash.currentRound()) as RoundRow;
    if (wanted(Number(round.bust))) return round;
  }
}

function bet(player: Player, amount: string, auto: string | null = null, key = randomUUID()) {
  return server.api({
    method: 'POST',
    url: CRASH_API.bet.path,
    headers: { ...player.auth, 'idempotency-key': key },
    payload: auto === null ? { amount } : { amount, auto_cashout: auto },
  });
}

function cashOut(player: Player, betId: number, key = randomUUID()) {
  return server.api({
    method: 'POST',
    url: pathOf(CRASH_API.cashout.path, { id: betId }),
    headers: { ...player.auth, 'idempotency-key': key },
  });
}

const betIdOf = (res: { json(): unknown }) => CrashBetAnswer.parse(res.json()).data.bet.id;

async function betCount(): Promise<number> {
  return Number(rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM crash_bets`))[0]?.n);
}

describe('crash rounds', () => {
  it('settles every kind of bet against the predetermined bust, by the server clock', async () => {
    const round = await openRound((bust) => bust >= 200);
    const bust = Number(round.bust);
    const alice = await fundedPlayer(server, '1000');
    const bob = await fundedPlayer(server, '1000');
    const carol = await fundedPlayer(server, '1000');

    // Several bets per player: Alice cashes one out by hand, one 1 ms before the bust instant, loses the third.
    const early = await bet(alice, '100');
    const late = await bet(alice, '50');
    const lost = await bet(alice, '10');
    // Bob's automatic target below the bust; Carol's above it.
    const auto = await bet(bob, '100', '1.50');
    const tooHigh = await bet(carol, '100', formatBust(bust + 1));
    for (const res of [early, late, lost, auto, tooHigh]) expect(res.statusCode, res.body).toBe(200);
    expect(await cashOf(alice)).toBe('840.00');
    expect(CrashBetAnswer.parse(auto.json()).data.balance).toBe('900.00');

    // Betting closes at running_at.
    now = Number(round.running_at);
    expect((await bet(alice, '5')).json()).toMatchObject({ code: 'betting_closed' });
    await rounds.advance(now);

    // 1 s into the curve: 1.06×.
    now = Number(round.running_at) + 1000;
    const cashed = await cashOut(alice, betIdOf(early));
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(CrashBetAnswer.parse(cashed.json()).data.bet).toMatchObject({
      status: 'cashed_out',
      cashout: '1.06',
      payout: '106.00',
    });

    // The leader's tick past 1.50 pays Bob's target exactly.
    now = Number(round.running_at) + bustAfterMs(150);
    await rounds.advance(now);
    expect(await cashOf(bob)).toBe('1050.00');

    // One millisecond before the bust instant still wins; at the instant it is too late.
    const bustAt = Number(round.bust_at);
    now = bustAt - 1;
    const justInTime = await cashOut(alice, betIdOf(late));
    expect(justInTime.statusCode, justInTime.body).toBe(200);
    const reached = multiplierAt(bustAt - 1 - Number(round.running_at));
    expect(reached).toBeLessThan(bust);
    expect(CrashBetAnswer.parse(justInTime.json()).data.bet.payout).toBe(fromMinor(crashPayout(5000n, reached), 'RUB'));
    now = bustAt;
    const tooLate = await cashOut(alice, betIdOf(lost));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ code: 'round_busted' });

    await rounds.advance(now);
    const busted = (await crash.currentRound()) as RoundRow;
    expect(busted.phase).toBe('busted');
    const expectedAlice = 840 + 106 + Number(fromMinor(crashPayout(5000n, reached), 'RUB'));
    expect(await cashOf(alice)).toBe(expectedAlice.toFixed(2));
    expect(await cashOf(carol)).toBe('900.00');
    expect(await cashOf(bob)).toBe('1050.00');

    const state = CrashStateAnswer.parse(
      (await server.api({ method: 'GET', url: CRASH_API.state.path, headers: alice.auth })).json(),
    ).data;
    expect(state.round).toMatchObject({
      id: Number(round.id),
      phase: 'busted',
      bust: formatBust(bust),
      hash: round.hash,
    });
    const statuses = Object.fromEntries(state.bets.map((b) => [b.id, [b.status, b.mine]]));
    expect(statuses).toEqual({
      [betIdOf(early)]: ['cashed_out', true],
      [betIdOf(late)]: ['cashed_out', true],
      [betIdOf(lost)]: ['lost', true],
      [betIdOf(auto)]: ['cashed_out', false],
      [betIdOf(tooHigh)]: ['lost', false],
    });
    // A cash-out of a settled bet changes nothing.
    expect((await cashOut(alice, betIdOf(lost))).json()).toMatchObject({ code: 'bet_settled' });
    expect(events.some((e) => e.type === 'tick' && e.r === Number(round.id))).toBe(true);
    expect(events.some((e) => e.type === 'busted' && e.round.id === Number(round.id))).toBe(true);
  });

  it('pays automatic targets below the bust at the bust when no tick reached them (a leader that was away)', async () => {
    const round = await openRound((bust) => bust >= 130);
    const dave = await fundedPlayer(server, '100');
    const res = await bet(dave, '10', '1.20');
    expect(res.statusCode, res.body).toBe(200);
    // No step while running: the next step already finds the bust instant passed.
    now = Number(round.bust_at) + 5000;
    await rounds.advance(now);
    expect(await cashOf(dave)).toBe('102.00');
    expect(((await crash.currentRound()) as RoundRow).id).toBe(round.id);
  });

  it('pays a cash-out that arrived before the bust instant even when the leader settled the bust first', async () => {
    const round = await openRound((bust) => bust >= 110);
    const gina = await fundedPlayer(server, '100');
    const placed = await bet(gina, '10');
    expect(placed.statusCode, placed.body).toBe(200);
    now = Number(round.running_at);
    await rounds.advance(now);
    // The leader busts the round (the bet is lost) while the cash-out, which arrived 1 ms earlier, waits.
    now = Number(round.bust_at);
    await rounds.advance(now);
    now = Number(round.bust_at) - 1;
    const out = await cashOut(gina, betIdOf(placed));
    expect(out.statusCode, out.body).toBe(200);
    const reached = multiplierAt(now - Number(round.running_at));
    expect(CrashBetAnswer.parse(out.json()).data.bet).toMatchObject({
      status: 'cashed_out',
      cashout: formatBust(reached),
    });
    expect(await cashOf(gina)).toBe(fromMinor(9000n + crashPayout(1000n, reached), 'RUB'));
    // Arriving at the bust instant is too late, settled or not.
    now = Number(round.bust_at);
    expect((await cashOut(gina, betIdOf(placed))).json()).toMatchObject({ code: 'bet_settled' });
  });

  it('refuses bets outside the limits of the currency or the balance, writing nothing', async () => {
    await openRound(() => true);
    const erin = await fundedPlayer(server, '100');
    const usd = await fundedPlayer(server, '1000', 'USD');
    const before = await betCount();
    expect((await bet(erin, '0.50')).json()).toMatchObject({
      errors: { amount: [expect.stringMatching(/^bet_below_min/)] },
    });
    expect((await bet(erin, '50001')).json()).toMatchObject({
      errors: { amount: [expect.stringMatching(/^bet_above_max/)] },
    });
    expect((await bet(usd, '500.01')).json()).toMatchObject({
      errors: { amount: [expect.stringMatching(/^bet_above_max/)] },
    });
    expect((await bet(erin, '101')).json()).toMatchObject({
      errors: { amount: [expect.stringMatching(/^insufficient_funds/)] },
    });
    expect((await bet(erin, '1', '1.00')).statusCode).toBe(422);
    expect(await betCount()).toBe(before);
    expect(await cashOf(erin)).toBe('100.00');
    expect((await bet(usd, '500')).statusCode).toBe(200);
    expect(await cashOf(usd, 'USD')).toBe('500.00');
  });

  it('answers a resent bet and a resent cash-out once, moving the money once', async () => {
    const round = await openRound((bust) => bust >= 120);
    const frank = await fundedPlayer(server, '100');
    const key = randomUUID();
    const first = await bet(frank, '10', null, key);
    const again = await bet(frank, '10', null, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(betIdOf(again)).toBe(betIdOf(first));
    expect(await cashOf(frank)).toBe('90.00');
    expect((await bet(frank, '11', null, key)).json()).toMatchObject({ code: 'idempotency_conflict' });

    now = Number(round.running_at) + 1000;
    const cashKey = randomUUID();
    const out = await cashOut(frank, betIdOf(first), cashKey);
    expect(out.statusCode, out.body).toBe(200);
    now += 500;
    const outAgain = await cashOut(frank, betIdOf(first), cashKey);
    expect(outAgain.json()).toEqual(out.json());
    expect(await cashOf(frank)).toBe('100.60');
    expect((await cashOut(frank, betIdOf(first))).json()).toMatchObject({ code: 'bet_settled' });
  });

  it('makes one bet of a key sent twice at once, and one cash-out of two sent at once', async () => {
    const round = await openRound((bust) => bust >= 120);
    const hana = await fundedPlayer(server, '100');
    const key = randomUUID();
    const [one, two] = await Promise.all([bet(hana, '10', null, key), bet(hana, '10', null, key)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(betIdOf(one)).toBe(betIdOf(two));
    expect(await cashOf(hana)).toBe('90.00');
    now = Number(round.running_at) + 1000;
    const outs = await Promise.all([cashOut(hana, betIdOf(one)), cashOut(hana, betIdOf(one))]);
    expect(outs.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await cashOf(hana)).toBe('100.60');
  });

  it('publishes the commitment before the first round and every busted round links into the chain', async () => {
    const fairness = CrashFairnessAnswer.parse(
      (await server.api({ method: 'GET', url: CRASH_API.fairness.path })).json(),
    ).data;
    expect(fairness).toMatchObject({ salt: SALT, chain_length: 60 });
    expect(Date.parse(fairness?.salt_fixed_at ?? '')).toBeGreaterThan(Date.parse(fairness?.committed_at ?? ''));
    const recent = CrashRoundsAnswer.parse(
      (await server.api({ method: 'GET', url: `${CRASH_API.rounds.path}?limit=100` })).json(),
    ).data;
    expect(recent.length).toBeGreaterThan(2);
    for (const round of recent) {
      const hash = round.hash as string;
      expect(await stepsToLaterHash(hash, fairness?.terminating_hash as string, 60)).toBe(round.game);
      expect(round.bust).toBe(formatBust(await crashPoint(hash, SALT)));
    }
    // Games are played in order: each game's hash hashes to the one before it.
    const [newest, previous] = recent;
    expect(await stepsToLaterHash(newest?.hash as string, previous?.hash as string, 1)).toBe(1);
  });
});
