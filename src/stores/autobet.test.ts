import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import type { AutoBetEvent, AutoRoundAck } from '../../workers/games/autobet';

const worker = { autoBetShown: vi.fn<(ack: AutoRoundAck) => Promise<void>>(async () => {}) };
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { AUTO_RESULT_PAUSE_MS, applyAutoBet, autoBetState, showAutoRoundsOn } = await import('./autobet');
const { gamesState } = await import('./games');
const { holdOutcome, whenRevealed } = await import('./reveal');

function rouletteRound(id: number, played: number): AutoBetEvent {
  const bet: GameBet = {
    id,
    game: 'roulette',
    engine_version: 1,
    status: 'settled',
    currency: 'RUB',
    amount: '1.00',
    payout: '0.00',
    multiplier: '0.00',
    params: {},
    outcome: { pocket: 17 },
    nonce: id,
    server_seed_hash: 'h',
    client_seed: 'c',
    server_seed: null,
    version: 0,
    created_at: '2026-11-24T00:00:00.000Z',
  };
  return {
    progress: {
      game: 'roulette',
      running: true,
      played,
      net: `-${played}.00`,
      stake: '1.00',
      currency: 'RUB',
      stop: null,
      failure: null,
    },
    round: { kind: 'bet', settled: { bet, balance: '99.00', demo: false } },
    ack: { run: 1, round: played },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('an auto round on the page', () => {
  it('the wheel gets the round at once; the rows, the figures and the go-ahead to the worker wait for it to stop', async () => {
    vi.useFakeTimers();
    let land = () => {};
    const unregister = showAutoRoundsOn('roulette', {
      hold: () => {
        land = holdOutcome();
        return true;
      },
      land: () => land(),
    });
    applyAutoBet(rouletteRound(41, 1));
    await settle();
    expect(gamesState.last.roulette?.bet.id).toBe(41);
    expect(gamesState.recent.roulette ?? []).toEqual([]);
    expect(autoBetState.progress).toBeNull();
    expect(worker.autoBetShown).not.toHaveBeenCalled();

    land();
    await settle();
    expect(gamesState.recent.roulette?.map((bet) => bet.id)).toEqual([41]);
    expect(autoBetState.progress?.played).toBe(1);
    // The result stays a moment before the next round.
    expect(worker.autoBetShown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTO_RESULT_PAUSE_MS);
    expect(worker.autoBetShown).toHaveBeenCalledWith({ run: 1, round: 1 });

    // The board holds again before the next round leaves: its balance, even arriving ahead of the round, waits.
    const seen: string[] = [];
    whenRevealed(() => seen.push('balance of round 2'));
    expect(seen).toEqual([]);
    // The run ends without that round (a stop): the hold lands.
    applyAutoBet({ progress: { ...rouletteRound(0, 1).progress, running: false, stop: 'requested' } });
    expect(seen).toEqual(['balance of round 2']);
    unregister();
  });

  it('with no board animating it (another page, reduced motion), the worker hears at once', async () => {
    vi.useFakeTimers();
    const unregister = showAutoRoundsOn('roulette', { hold: () => false, land: () => {} });
    applyAutoBet(rouletteRound(42, 2));
    unregister();
    await settle();
    expect(autoBetState.progress?.played).toBe(2);
    expect(worker.autoBetShown).toHaveBeenLastCalledWith({ run: 1, round: 2 });
  });
});
