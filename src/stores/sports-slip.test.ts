import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceBetBody, SportsBet } from '../../contract/api/sports';
import type { ApiResult } from '../../workers/api-result';

type Placed = ApiResult<{ bet: SportsBet; balance: string }>;
const worker = {
  sportsPlaceBet: vi.fn<(body: PlaceBetBody, key: string) => Promise<Placed>>(),
  sportsMyBets: vi.fn<() => Promise<ApiResult<{ items: SportsBet[]; next_cursor: string | null }>>>(),
  // The slip reads the bonuses again after a bet (their max bet): none here.
  bonuses: async () => ({ ok: true, data: { bonuses: [], events: [] } }),
  freeSpins: async () => ({ ok: true, data: [] }),
};
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { slipState, toggleSelection, setStake, setPolicy, placeSlip, accumulatorFigures, acceptChanges, clearSlip } =
  await import('./sports-slip');

const selection = (selectionId: number, eventId: number, odds: string) => ({
  selectionId,
  eventId,
  eventName: `Event ${eventId}`,
  marketKind: 'match_result' as const,
  line: null,
  name: `Pick ${selectionId}`,
  odds,
});

function bet(body: PlaceBetBody): SportsBet {
  return {
    id: 7,
    kind: body.legs.length > 1 ? 'accumulator' : 'single',
    currency: 'RUB',
    stake: body.stake,
    odds: '3.70',
    potential_payout: '370.00',
    status: 'open',
    result: null,
    paid: '0.00',
    created_at: '2026-11-25T00:00:00.000Z',
    settled_at: null,
    resettlement: null,
    legs: body.legs.map((leg) => ({
      selection_id: leg.selection_id,
      event_id: 1,
      event_name: 'E',
      event_status: 'upcoming',
      score: null,
      market_kind: 'match_result',
      line: null,
      selection_key: 'home',
      selection_name: 'Home',
      odds: leg.odds,
      outcome: null,
    })),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  clearSlip();
  slipState.sent = {};
  slipState.placed = [];
  setPolicy('ask');
});

describe('accumulator maths', () => {
  it('multiplies the odds exactly and rounds the payout down once (the server’s maths)', () => {
    const figures = accumulatorFigures(
      [
        { eventId: 1, odds: '1.85' },
        { eventId: 2, odds: '2.10' },
        { eventId: 3, odds: '1.333' },
      ],
      '10.01',
      'RUB',
    );
    // 1.85 × 2.10 × 1.333 = 5.178705 → 5.178; 10.01 × 5.178705 = 51.8388… → 51.83
    expect(figures).toEqual({ problem: null, odds: '5.178', payout: '51.83' });
  });

  it('refuses two selections of one event as an accumulator', () => {
    expect(
      accumulatorFigures(
        [
          { eventId: 1, odds: '1.5' },
          { eventId: 1, odds: '2' },
        ],
        '1',
        'RUB',
      ).problem,
    ).toBe('same_event');
  });

  it('turns a second selection of another event into an accumulator', () => {
    toggleSelection(selection(11, 1, '1.85'));
    expect(slipState.mode).toBe('singles');
    toggleSelection(selection(22, 2, '2.00'));
    expect(slipState.mode).toBe('accumulator');
  });
});

describe('placing', () => {
  it('sends the odds policy and the slip’s odds', async () => {
    toggleSelection(selection(11, 1, '1.85'));
    toggleSelection(selection(22, 2, '2.00'));
    setPolicy('higher');
    setStake('acc', '100');
    worker.sportsPlaceBet.mockImplementation(async (body) => ({ ok: true, data: { bet: bet(body), balance: '0' } }));
    await placeSlip('RUB');
    expect(worker.sportsPlaceBet.mock.calls[0]?.[0]).toEqual({
      legs: [
        { selection_id: 11, odds: '1.85' },
        { selection_id: 22, odds: '2.00' },
      ],
      stake: '100.00',
      odds_policy: 'higher',
    });
    expect(slipState.selections).toEqual([]);
    expect(slipState.placed).toHaveLength(1);
  });

  it('shows an odds change under "ask", and sends today’s odds once accepted', async () => {
    toggleSelection(selection(11, 1, '1.85'));
    setStake(11, '10');
    worker.sportsPlaceBet.mockResolvedValueOnce({
      ok: false,
      failure: {
        kind: 'http',
        status: 409,
        code: 'odds_changed',
        message: 'changed',
        details: { changes: [{ selection_id: 11, odds: '1.70' }] },
      },
    });
    await placeSlip('RUB');
    expect(slipState.problems[11]).toEqual({ kind: 'odds_changed', changes: [{ selection_id: 11, odds: '1.70' }] });
    acceptChanges(11);
    worker.sportsPlaceBet.mockImplementation(async (body) => ({ ok: true, data: { bet: bet(body), balance: '0' } }));
    await placeSlip('RUB');
    expect(worker.sportsPlaceBet.mock.calls[1]?.[0].legs).toEqual([{ selection_id: 11, odds: '1.70' }]);
  });

  it('resends a bet whose answer was lost under the same Idempotency-Key, and never says it failed', async () => {
    toggleSelection(selection(11, 1, '1.85'));
    setStake(11, '10');
    worker.sportsPlaceBet.mockResolvedValue({ ok: false, failure: { kind: 'network', message: 'lost' } });
    worker.sportsMyBets.mockResolvedValue({ ok: true, data: { items: [], next_cursor: null } });
    await placeSlip('RUB');
    expect(slipState.problems[11]).toEqual({ kind: 'unknown' });
    await placeSlip('RUB');
    const keys = worker.sportsPlaceBet.mock.calls.map((c) => c[1]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('finds a bet whose answer was lost among the open bets and does not send it again', async () => {
    toggleSelection(selection(11, 1, '1.85'));
    setStake(11, '10');
    worker.sportsPlaceBet.mockResolvedValueOnce({ ok: false, failure: { kind: 'unconfirmed', key: 'k', message: '' } });
    worker.sportsMyBets.mockImplementation(async () => ({
      ok: true,
      data: {
        items: [bet({ legs: [{ selection_id: 11, odds: '1.85' }], stake: '10.00', odds_policy: 'ask' })],
        next_cursor: null,
      },
    }));
    await placeSlip('RUB');
    expect(slipState.problems[11]).toBeUndefined();
    expect(slipState.selections).toEqual([]);
    expect(slipState.placed).toHaveLength(1);
    expect(worker.sportsPlaceBet).toHaveBeenCalledTimes(1);
  });

  it('takes a new key after a definite refusal', async () => {
    toggleSelection(selection(11, 1, '1.85'));
    setStake(11, '1');
    worker.sportsPlaceBet.mockResolvedValue({
      ok: false,
      failure: { kind: 'validation', status: 422, errors: { stake: ['stake_below_min: too low'] } },
    });
    await placeSlip('RUB');
    await placeSlip('RUB');
    const keys = worker.sportsPlaceBet.mock.calls.map((c) => c[1]);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
