import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound, CrashState } from '../../../../contract/api/crash';
import type { CrashEvent } from '../../../../contract/realtime/crash';
import type { CrashUpdate } from '../../../../workers/crash/crash';
import { applyCrashUpdate, applyOwnBet, type CrashView, emptyCrashView, shownBets } from './crash-round';

const round = (over: Partial<CrashRound> = {}): CrashRound => ({
  id: 5,
  game: 5,
  phase: 'betting',
  opened_at: 1_000,
  running_at: 6_000,
  bust: null,
  hash: null,
  busted_at: null,
  ...over,
});
const bet = (over: Partial<CrashBet> = {}): CrashBet => ({
  id: 1,
  round_id: 5,
  player: 'ann',
  mine: false,
  currency: 'RUB',
  amount: '10.00',
  auto_cashout: null,
  status: 'active',
  cashout: null,
  payout: '0.00',
  ...over,
});
const snapshot = (data: Partial<CrashState>, serverTime = 2_000): CrashUpdate => ({
  kind: 'snapshot',
  data: { round: round(), server_time: serverTime, multiplier: '1.00', bets: [], ...data },
  serverTime,
  offsetMs: 40,
});
const event = (data: CrashEvent, serverTime = 3_000): CrashUpdate => ({
  kind: 'event',
  data,
  serverTime,
  offsetMs: 40,
});
const run = (...updates: CrashUpdate[]): CrashView =>
  updates.reduce((view, update) => applyCrashUpdate(view, update, 0), emptyCrashView());

describe('the crash round as the page keeps it', () => {
  it('takes the whole round from a snapshot (a reconnect resyncs it)', () => {
    const view = run(
      snapshot({ bets: [bet()] }),
      event({ type: 'bet', bet: bet({ id: 2 }) }),
      snapshot({ round: round({ phase: 'running' }), multiplier: '1.20', bets: [bet({ id: 3 })] }, 7_000),
    );
    expect(view.ready).toBe(true);
    expect(view.bets.map((b) => b.id)).toEqual([3]);
    expect(view.tick).toEqual({ m: 120, t: 7_000 });
  });

  it("shows another player's cash-out live and keeps the player's own bets marked", () => {
    const view = run(
      snapshot({}),
      event({ type: 'bet', bet: bet({ id: 1 }) }),
      event({ type: 'bet', bet: bet({ id: 2, mine: true }) }),
      event({ type: 'running', round_id: 5, running_at: 6_000 }),
      event({ type: 'tick', r: 5, m: 130, t: 10_400 }),
      event({ type: 'cashed_out', bet: bet({ id: 1, status: 'cashed_out', cashout: '1.30', payout: '13.00' }) }),
      event({ type: 'cashed_out', bet: bet({ id: 2, status: 'cashed_out', cashout: '1.31', payout: '13.10' }) }),
    );
    expect(view.round?.phase).toBe('running');
    expect(view.tick).toEqual({ type: 'tick', r: 5, m: 130, t: 10_400 });
    expect(view.bets.map((b) => [b.id, b.status, b.cashout, b.mine])).toEqual([
      [1, 'cashed_out', '1.30', false],
      [2, 'cashed_out', '1.31', true],
    ]);
  });

  it('marks the open bets lost at the bust and adds the round with its hash to the history, once', () => {
    const busted = round({ phase: 'busted', bust: '1.45', hash: 'f'.repeat(64), busted_at: 12_200 });
    const view = run(
      snapshot({ bets: [bet({ id: 1 }), bet({ id: 2, status: 'cashed_out', cashout: '1.20', payout: '12.00' })] }),
      event({ type: 'busted', round: busted }),
      event({ type: 'busted', round: busted }),
    );
    expect(view.round).toEqual(busted);
    expect(view.bets.map((b) => b.status)).toEqual(['lost', 'cashed_out']);
    expect(view.history).toEqual([busted]);
    // The next round opens at once; the lists still have the busted round's bets to show with its bust.
    const next = applyCrashUpdate(view, event({ type: 'opened', round: round({ id: 6 }) }), 0);
    expect(shownBets(next, false)).toEqual([]);
    expect(shownBets(next, true).map((b) => b.status)).toEqual(['lost', 'cashed_out']);
  });

  it('ignores events of another round, and a new round starts with no bets', () => {
    const view = run(
      snapshot({ bets: [bet()] }),
      event({ type: 'bet', bet: bet({ id: 9, round_id: 4 }) }),
      event({ type: 'tick', r: 4, m: 300, t: 3_000 }),
    );
    expect(view.bets.map((b) => b.id)).toEqual([1]);
    expect(view.tick).toBeNull();
    const next = applyCrashUpdate(view, event({ type: 'opened', round: round({ id: 6 }) }), 0);
    expect(next.round?.id).toBe(6);
    expect(next.bets).toEqual([]);
  });

  it('never takes a settled bet back to active when its answer comes late', () => {
    const view = run(
      snapshot({}),
      event({ type: 'cashed_out', bet: bet({ id: 4, status: 'cashed_out', cashout: '2.00', payout: '20.00' }) }),
    );
    const after = applyOwnBet(view, bet({ id: 4 }));
    expect(after.bets[0]?.status).toBe('cashed_out');
    expect(after.bets[0]?.mine).toBe(true);
  });

  it("uses the message's own server time for the offset until the socket measured one", () => {
    const update = { ...snapshot({}, 5_000), offsetMs: null };
    expect(applyCrashUpdate(emptyCrashView(), update, 4_000).offsetMs).toBe(1_000);
  });
});
