import { describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { GAMES_API, type GameBet, PLAY_API } from '../../contract/api/games';
import { clientAnswering } from '../http/answering-client.testing';
import { createPendingWrites } from '../http/pending-writes';
import { createGames } from './games';

/** The games' answers are checked against their endpoints before the page sees them. */
function gamesAnswering(answer: (path: string) => unknown, balances: string[] = [], bonusBalances: unknown[] = []) {
  const http = clientAnswering(answer);
  return createGames({
    http,
    signedIn: () => true,
    currency: () => 'RUB',
    onCashBalance: (balance, bonusBalance) => {
      balances.push(balance);
      bonusBalances.push(bonusBalance);
    },
    emit: () => {},
    pending: createPendingWrites({ delaysMs: [5] }),
    confirm: { withinMs: 1_000, delaysMs: [5] },
  });
}

const malformed = { ok: false, failure: { kind: 'http', status: 502, code: 'answer_malformed' } };

describe('a malformed games answer', () => {
  it('is refused with a clear failure on a read (the published config without its paytables)', async () => {
    const games = gamesAnswering(() => ({ data: { currency: 'RUB', engine_versions: {}, limits: {} } }));
    expect(await games.config()).toMatchObject(malformed);
  });

  it('is refused with a clear failure on a bet (a round without its payout), and moves no balance', async () => {
    const balances: string[] = [];
    const games = gamesAnswering((path) => {
      expect(path).toBe(PLAY_API.dice.bet.path);
      return { data: { bet: { id: 1, game: 'dice', multiplier: '2.00' }, balance: '1.00' } };
    }, balances);
    expect(await games.bet('dice', { amount: '1', target: 5000, direction: 'over' })).toMatchObject(malformed);
    expect(balances).toEqual([]);
  });
});

const bet: GameBet = {
  id: 7,
  game: 'cases',
  engine_version: 1,
  status: 'settled',
  currency: 'RUB',
  amount: '100.00',
  payout: '0.00',
  multiplier: '0.00',
  params: {},
  outcome: {},
  nonce: 7,
  server_seed_hash: 'h',
  client_seed: 'c',
  server_seed: null,
  version: 0,
  created_at: '2026-11-24T00:00:00.000Z',
};

describe('the header learns both balances from a round', () => {
  it('a case opening answers the bonus balance as the other games do', async () => {
    const balances: string[] = [];
    const bonusBalances: unknown[] = [];
    const item = {
      id: 3,
      bet_id: 7,
      case_id: 'starter',
      item_id: 'i',
      name: 'Item',
      value: '20.00',
      status: 'held',
      created_at: bet.created_at,
    };
    const games = gamesAnswering(
      (path) => {
        expect(path).toBe(GAMES_API.casesOpen.path);
        return { data: { bet, item, balance: '50.00', bonus_balance: '150.00' } };
      },
      balances,
      bonusBalances,
    );
    expect(await games.openCase('starter')).toMatchObject({ ok: true });
    expect([balances, bonusBalances]).toEqual([['50.00'], ['150.00']]);
  });

  it('a free bet goes to its campaign and updates the bonus balance', async () => {
    const bonusBalances: unknown[] = [];
    const games = gamesAnswering(
      (path) => {
        expect(path).toBe(pathOf(PLAY_API.dice.freeBet.path, { campaign: 12 }));
        return { data: { bet: { ...bet, game: 'dice', payout: '9.80' }, balance: '0.00', bonus_balance: '9.80' } };
      },
      [],
      bonusBalances,
    );
    const played = await games.freeBet('dice', 12, { amount: '5', target: 5000, direction: 'under' });
    expect(played).toMatchObject({ ok: true, data: { bet: { payout: '9.80' } } });
    expect(bonusBalances).toEqual(['9.80']);
  });
});
