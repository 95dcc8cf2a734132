import { describe, expect, it } from 'vitest';
import { PLAY_API } from '../../contract/api/games';
import { clientAnswering } from '../http/answering-client.testing';
import { createPendingWrites } from '../http/pending-writes';
import { createGames } from './games';

/** The games' answers are checked against their endpoints before the page sees them. */
function gamesAnswering(answer: (path: string) => unknown, balances: string[] = []) {
  const http = clientAnswering(answer);
  return createGames({
    http,
    signedIn: () => true,
    currency: () => 'RUB',
    onCashBalance: (balance) => balances.push(balance),
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
