import { describe, expect, it, vi } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import type { AutoBetEvent, AutoRoundAck } from '../../workers/games/autobet';

const worker = { autoBetShown: vi.fn<(ack: AutoRoundAck) => Promise<void>>(async () => {}) };
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { applyAutoBet, autoBetState, showAutoRoundsOn } = await import('./autobet');
const { gamesState } = await import('./games');
const { holdOutcome } = await import('./reveal');

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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an auto round on the page', () => {
  it('the wheel gets the round at once; the rows, the figures and the go-ahead to the worker wait for it to stop', async () => {
    let land = () => {};
    const unregister = showAutoRoundsOn('roulette', () => {
      land = holdOutcome();
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
    expect(worker.autoBetShown).toHaveBeenCalledWith({ run: 1, round: 1 });
    unregister();
  });

  it('with no board animating it (another page, reduced motion), the worker hears at once', async () => {
    applyAutoBet(rouletteRound(42, 2));
    await settle();
    expect(autoBetState.progress?.played).toBe(2);
    expect(worker.autoBetShown).toHaveBeenLastCalledWith({ run: 1, round: 2 });
  });
});
