import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { AutoBetEvent, AutoBetProgress, AutoRoundAck } from '../../workers/autobet/autobet';

const worker = {
  autoBetShown: vi.fn<(ack: AutoRoundAck) => Promise<void>>(async () => {}),
  startAutoBet: vi.fn<() => Promise<ApiResult<AutoBetProgress>>>(),
};
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { applyAutoBet, autoBetState, startAutoBet } = await import('./autobet');
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
      run: 1,
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
  it('shows at once (the instant presentation): the row, the figures, then the go-ahead to the worker', async () => {
    vi.useFakeTimers();
    applyAutoBet(rouletteRound(41, 1));
    expect(gamesState.last.roulette?.bet.id).toBe(41);
    expect(gamesState.recent.roulette?.map((bet) => bet.id)).toEqual([41]);
    expect(autoBetState.progress?.played).toBe(1);
    await settle();
    expect(worker.autoBetShown).toHaveBeenLastCalledWith({ run: 1, round: 1 });
  });

  it('waits for a manual round still on screen (its wheel turning): nothing of the auto round shows before it lands', async () => {
    vi.useFakeTimers();
    worker.autoBetShown.mockClear();
    const land = holdOutcome();
    applyAutoBet(rouletteRound(43, 3));
    await settle();
    expect(autoBetState.progress?.played).not.toBe(3);
    expect(worker.autoBetShown).not.toHaveBeenCalled();
    land();
    await settle();
    expect(autoBetState.progress?.played).toBe(3);
    expect(worker.autoBetShown).toHaveBeenLastCalledWith({ run: 1, round: 3 });
    const seen: string[] = [];
    whenRevealed(() => seen.push('balance'));
    expect(seen).toEqual(['balance']);
  });

  it("a run's start answered after its first events does not take its figures back to zero", async () => {
    const first = { ...rouletteRound(44, 1).progress, run: 7 };
    worker.startAutoBet.mockImplementation(async () => {
      // The first round (even the end: a reality check due at once) arrives before the start's own answer.
      applyAutoBet({ progress: { ...first, running: false, played: 0, stop: 'realityCheck' } });
      return { ok: true, data: { ...first, played: 0 } };
    });
    await startAutoBet(
      { game: 'roulette', body: { chips: [{ kind: 'straight', numbers: [17], amount: '1.00' }] } } as never,
      {} as never,
    );
    expect(autoBetState.progress).toMatchObject({ run: 7, running: false, stop: 'realityCheck' });
  });
});
