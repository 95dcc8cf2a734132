import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { RoundAnswer } from '../../workers/games/multistep';

/** The worker as the page sees it: each call answers when the test says so. */
const worker = {
  activeRound: vi.fn<(game: string) => Promise<ApiResult<GameBet | null>>>(),
  round: vi.fn<(id: number) => Promise<ApiResult<GameBet>>>(),
  startRound: vi.fn<() => Promise<ApiResult<RoundAnswer>>>(),
  stepRound: vi.fn<() => Promise<ApiResult<RoundAnswer>>>(),
  cashoutRound: vi.fn<() => Promise<ApiResult<RoundAnswer>>>(),
  refreshProfile: vi.fn(async () => ({ ok: true })),
};
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { roundsState, resumeRound, startRound, stepRound, cashoutRound, confirmRound, refreshedRound } = await import(
  './rounds'
);
const { gamesState } = await import('./games');

function minerBet(id: number, version: number, status: GameBet['status'] = 'active'): GameBet {
  return {
    id,
    game: 'miner',
    engine_version: 1,
    status,
    currency: 'RUB',
    amount: '10.00',
    payout: status === 'settled' ? '25.00' : '0.00',
    multiplier: '1.00',
    params: { mines: 3 },
    outcome: { mines: 3, revealed: [] },
    nonce: id,
    server_seed_hash: 'h',
    client_seed: 'c',
    server_seed: null,
    version,
    created_at: '2026-11-24T00:00:00.000Z',
  };
}

const answer = (bet: GameBet): ApiResult<RoundAnswer> => ({ ok: true, data: { bet, balance: '990.00', demo: false } });

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(async () => {
  vi.clearAllMocks();
  roundsState.round = {};
  gamesState.unconfirmed = {};
  gamesState.recent = {};
  worker.activeRound.mockResolvedValue({ ok: true, data: null });
  await resumeRound('miner', `player-${Math.random()}`);
});

describe('the rounds store never lets an older answer overwrite newer state', () => {
  it('a late "no open round" (asked when the page opened) does not wipe a round started meanwhile', async () => {
    const late = deferred<ApiResult<GameBet | null>>();
    worker.activeRound.mockReturnValueOnce(late.promise);
    const opening = resumeRound('miner');
    worker.startRound.mockResolvedValueOnce(answer(minerBet(7, 0)));
    await startRound('miner', { amount: '10', mines: 3 });
    late.resolve({ ok: true, data: null });
    await opening;
    expect(roundsState.round.miner).toMatchObject({ id: 7, status: 'active' });
  });

  it('a late read of the round at an older version does not undo a step', async () => {
    worker.startRound.mockResolvedValueOnce(answer(minerBet(7, 0)));
    await startRound('miner', { amount: '10', mines: 3 });
    worker.stepRound.mockResolvedValueOnce(answer(minerBet(7, 1)));
    await stepRound('miner', { tile: 3, version: 0 });
    await refreshedRound('miner', minerBet(7, 0));
    expect(roundsState.round.miner?.version).toBe(1);
    expect(gamesState.recent.miner?.map((bet) => [bet.id, bet.version])).toEqual([[7, 1]]);
  });

  it('the server has no open round while the page shows one: the page shows how it ended, not an empty board', async () => {
    worker.startRound.mockResolvedValueOnce(answer(minerBet(7, 0)));
    await startRound('miner', { amount: '10', mines: 3 });
    worker.round.mockResolvedValueOnce({ ok: true, data: minerBet(7, 2, 'settled') });
    await refreshedRound('miner', null);
    expect(worker.round).toHaveBeenCalledWith(7);
    expect(roundsState.round.miner).toMatchObject({ id: 7, status: 'settled', payout: '25.00' });
  });
});

describe('a cash-out whose answer is unknown', () => {
  it('holds the game as unconfirmed, then shows the settled round when the worker learns it', async () => {
    worker.startRound.mockResolvedValueOnce(answer(minerBet(7, 1)));
    await startRound('miner', { amount: '10', mines: 3 });
    worker.cashoutRound.mockResolvedValueOnce({
      ok: false,
      failure: { kind: 'unconfirmed', key: 'key-1', message: '' },
    });
    await cashoutRound('miner', 1);
    expect(gamesState.unconfirmed.miner).toBe('key-1');
    expect(roundsState.round.miner?.status).toBe('active');
    // No second write while the first is unknown.
    const again = await cashoutRound('miner', 1);
    expect(!again.ok && again.failure.kind).toBe('unconfirmed');
    expect(worker.cashoutRound).toHaveBeenCalledTimes(1);

    await confirmRound('miner', 'key-1', answer(minerBet(7, 2, 'settled')));
    expect(gamesState.unconfirmed.miner).toBeUndefined();
    expect(roundsState.round.miner).toMatchObject({ status: 'settled', payout: '25.00' });
  });
});
