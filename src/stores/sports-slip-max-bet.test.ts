import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '../../contract/api/bonus';
import type { PlaceBetBody, SportsBet } from '../../contract/api/sports';

const worker = {
  sportsPlaceBet: vi.fn(),
  sportsMyBets: vi.fn(),
  bonuses: vi.fn(),
  freeSpins: vi.fn(),
};
vi.mock('../worker-bridge', () => ({ workerApi: async () => worker }));

const { slipState, placeSlip, setStake, toggleSelection } = await import('./sports-slip');
const { bonusState } = await import('./promo');

const HOUR = 3600_000;

/** The player's bonus as `GET /bonus-system/bonuses` lists it. */
function bonus(terms: Partial<Grant>): Grant {
  return {
    id: 1,
    type: 'promo',
    name: 'Bonus',
    status: 'active',
    currency: 'RUB',
    amount: '100.00',
    wagered: '0.00',
    required: '1000.00',
    max_bet: '50.00',
    expires_at: new Date(Date.now() + HOUR).toISOString(),
    expires_in: 3600,
    created_at: new Date().toISOString(),
    ...terms,
  };
}

function placed(body: PlaceBetBody): SportsBet {
  return {
    id: 7,
    kind: body.legs.length > 1 ? 'accumulator' : 'single',
    currency: 'RUB',
    stake: body.stake,
    odds: '2.00',
    potential_payout: '0.00',
    status: 'open',
    result: null,
    paid: '0.00',
    created_at: new Date().toISOString(),
    settled_at: null,
    resettlement: null,
    legs: body.legs.map((leg) => ({
      selection_id: leg.selection_id,
      event_id: leg.selection_id,
      event_name: 'A v B',
      event_status: 'upcoming',
      score: null,
      market_kind: 'match_result',
      line: null,
      selection_key: 'home',
      selection_name: 'A',
      odds: leg.odds,
      outcome: null,
    })),
  };
}

const pick = (id: number) => ({
  selectionId: id,
  eventId: id,
  eventName: `Event ${id}`,
  marketKind: 'match_result' as const,
  line: null,
  name: `Pick ${id}`,
  odds: '2.00',
});

beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(slipState, {
    selections: [],
    mode: 'singles',
    stakes: {},
    policy: 'ask',
    sent: {},
    problems: {},
    busy: false,
    placed: [],
  });
  worker.sportsPlaceBet.mockImplementation(async (body: PlaceBetBody) => ({
    ok: true,
    data: { bet: placed(body), balance: '0.00' },
  }));
  worker.bonuses.mockResolvedValue({ ok: true, data: { bonuses: [], events: [] } });
  worker.freeSpins.mockResolvedValue({ ok: true, data: [] });
  bonusState.mine = { bonuses: [bonus({})], events: [] };
});

const sentStakes = () => worker.sportsPlaceBet.mock.calls.map(([body]) => (body as PlaceBetBody).stake);

describe('the bet slip and the active bonus’s max bet', () => {
  it('does not send a single above it, says why with the max bet, and sends the singles within it', async () => {
    toggleSelection(pick(1));
    toggleSelection(pick(2));
    slipState.mode = 'singles';
    setStake(1, '50.01');
    setStake(2, '50');
    await placeSlip('RUB');
    expect(sentStakes()).toEqual(['50.00']);
    expect(slipState.problems[1]).toEqual({ kind: 'bonus_max_bet', maxBet: '50.00' });
    expect(slipState.selections.map((s) => s.selectionId)).toEqual([1]);
    // A new stake is judged again: the reason goes, and a stake within the max bet is sent.
    setStake(1, '20');
    expect(slipState.problems[1]).toBeUndefined();
    await placeSlip('RUB');
    expect(sentStakes()).toEqual(['50.00', '20.00']);
  });

  it('holds the accumulator’s stake to it too', async () => {
    toggleSelection(pick(1));
    toggleSelection(pick(2));
    expect(slipState.mode).toBe('accumulator');
    setStake('acc', '60');
    await placeSlip('RUB');
    expect(worker.sportsPlaceBet).not.toHaveBeenCalled();
    expect(slipState.problems.acc).toEqual({ kind: 'bonus_max_bet', maxBet: '50.00' });
  });

  it('applies where the server does: not for a bonus in another currency, whose time is up, or waiting', async () => {
    bonusState.mine = {
      bonuses: [
        bonus({ currency: 'USD', max_bet: '1.00' }),
        bonus({ expires_at: new Date(Date.now() - 1000).toISOString(), max_bet: '1.00' }),
        bonus({ status: 'pending', max_bet: '1.00' }),
      ],
      events: [],
    };
    toggleSelection(pick(1));
    setStake(1, '500');
    await placeSlip('RUB');
    expect(sentStakes()).toEqual(['500.00']);
    // The bet counted towards the wagering: the bonuses are read again (a conversion lifts the max bet).
    expect(worker.bonuses).toHaveBeenCalled();
  });
});
