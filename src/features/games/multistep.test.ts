import { describe, expect, it } from 'vitest';
import type { GameBet } from '../../../contract/api/games';
import { hiloGuessAllowed } from '../../../contract/games/rules/hilo';
import { hiloView, minerView, multiplierBp, offeredGuesses, payoutAt } from './multistep';

describe('offeredGuesses', () => {
  it('offers higher and lower in the middle, same on a two or an ace, each allowed by the contract', () => {
    expect(offeredGuesses(0)).toEqual(['higher', 'same']);
    expect(offeredGuesses(5)).toEqual(['higher', 'lower']);
    expect(offeredGuesses(12)).toEqual(['same', 'lower']);
    for (let rank = 0; rank < 13; rank++) {
      for (const guess of offeredGuesses(rank)) expect(hiloGuessAllowed(rank, guess)).toBe(true);
    }
  });
});

describe('round views', () => {
  const bet = {
    amount: '10.00',
    currency: 'RUB',
    params: { mines: 3 },
    outcome: { mines: 3, revealed: [4, 9], next_multiplier: '1.37' },
  } as unknown as GameBet;

  it('reads a miner outcome and the cash-out value', () => {
    expect(minerView(bet)).toEqual({ mines: 3, revealed: [4, 9], mineTiles: [], nextMultiplier: '1.37' });
    expect(payoutAt(bet, '1.2375')).toBe('12.37');
    expect(multiplierBp('1.98')).toBe(19_800);
  });

  it('reads a hilo outcome', () => {
    const card = { index: 0, rank: 0, suit: '♦', label: '2♦' };
    const view = hiloView({ ...bet, outcome: { cards: [card], steps: [], next: { higher: '1.07' } } });
    expect(view.cards).toEqual([card]);
    expect(view.next.higher).toBe('1.07');
    expect(hiloView(null).cards).toEqual([]);
  });
});
