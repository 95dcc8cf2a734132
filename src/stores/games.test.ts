import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { SettledBet } from '../../workers/games/games';

const worker = { bet: vi.fn<() => Promise<ApiResult<SettledBet>>>() };
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { gamesState, playRound, confirmBet, applyRecent } = await import('./games');
const { holdOutcome } = await import('./reveal');

function diceBet(id: number): GameBet {
  return {
    id,
    game: 'dice',
    engine_version: 1,
    status: 'settled',
    currency: 'RUB',
    amount: '10.00',
    payout: '0.00',
    multiplier: '0.00',
    params: {},
    outcome: { roll: 4200 },
    nonce: id,
    server_seed_hash: 'h',
    client_seed: 'c',
    server_seed: null,
    version: 0,
    created_at: '2026-11-24T00:00:00.000Z',
  };
}

const body = { amount: '10', target: 5000, direction: 'under' as const };

beforeEach(() => {
  vi.clearAllMocks();
  gamesState.unconfirmed = {};
  gamesState.recent = {};
  gamesState.last = {};
});

describe('a dice bet whose answer is unknown', () => {
  it('is held as unconfirmed (no second bet), then shown with its round when the worker learns it', async () => {
    worker.bet.mockResolvedValueOnce({ ok: false, failure: { kind: 'unconfirmed', key: 'k1', message: '' } });
    const first = await playRound('dice', body);
    expect(!first.ok && first.failure.kind).toBe('unconfirmed');
    expect(gamesState.unconfirmed.dice).toBe('k1');
    const second = await playRound('dice', body);
    expect(!second.ok && second.failure.kind).toBe('unconfirmed');
    expect(worker.bet).toHaveBeenCalledTimes(1);

    expect(confirmBet('dice', 'other-key', { ok: true, data: { bet: diceBet(9), balance: '1.00', demo: false } })).toBe(
      false,
    );
    expect(confirmBet('dice', 'k1', { ok: true, data: { bet: diceBet(5), balance: '990.00', demo: false } })).toBe(
      true,
    );
    expect(gamesState.unconfirmed.dice).toBeUndefined();
    expect(gamesState.last.dice?.bet.id).toBe(5);
    expect(gamesState.recent.dice?.map((bet) => bet.id)).toEqual([5]);
  });
});

describe('the recent rounds', () => {
  it('a list read before a round was answered keeps that round; a read after it replaces the list', async () => {
    worker.bet.mockResolvedValueOnce({ ok: true, data: { bet: diceBet(5), balance: '990.00', demo: false } });
    applyRecent('dice', [diceBet(3)], null);
    await playRound('dice', body);
    // Pushed by the worker after the connection came back, read before bet 5 was made.
    applyRecent('dice', [diceBet(4), diceBet(3)], null);
    expect(gamesState.recent.dice?.map((bet) => bet.id)).toEqual([5, 4, 3]);
  });
});

describe('a round played while its animation runs', () => {
  it('the game gets the outcome at once; the rounds list shows it only when the animation lands', async () => {
    worker.bet.mockResolvedValueOnce({ ok: true, data: { bet: diceBet(7), balance: '990.00', demo: false } });
    const land = holdOutcome();
    const result = await playRound('dice', body);
    expect(result.ok && result.data.bet.id).toBe(7);
    expect(gamesState.last.dice?.bet.id).toBe(7);
    expect(gamesState.recent.dice ?? []).toEqual([]);
    land();
    expect(gamesState.recent.dice?.map((bet) => bet.id)).toEqual([7]);
  });
});
