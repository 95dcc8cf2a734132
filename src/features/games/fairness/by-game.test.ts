import { describe, expect, it } from 'vitest';
import type { GameBet } from '../../../../contract/api/games';
import { GAME_NAMES } from '../../../../contract/games/registry';
import { betOutcomeText, verifyRequestFor } from './bet-outcome';
import { FAIRNESS_GAMES } from './by-game';
import { describeOutcome } from './outcome-text';

const bet = (game: GameBet['game'], params: GameBet['params'], outcome: GameBet['outcome']) =>
  ({ game, params, outcome }) as GameBet;

describe("each game's fairness texts live in its folder", () => {
  it('every game of the registry has its src/features/games/<game>/fairness.ts', () => {
    expect([...FAIRNESS_GAMES].sort()).toEqual([...GAME_NAMES].sort());
  });

  it("says a round's outcome and what its verifier needs, as before", () => {
    expect(betOutcomeText(bet('dice', {}, { roll: 4217 }))).toBe('42.17');
    expect(betOutcomeText(bet('keno', { picks: [1, 2, 3] }, { hits: 2 }))).toBe('2/3');
    expect(betOutcomeText(bet('cases', {}, { item: { name: 'Hoodie' } }))).toBe('Hoodie');
    expect(betOutcomeText(bet('roulette', {}, null))).toBe('—');
    expect(verifyRequestFor(bet('miner', { mines: 4 }, {}))).toEqual({ game: 'miner', mines: 4 });
    expect(verifyRequestFor(bet('hilo', {}, { cards: [{}, {}, {}] }))).toEqual({ game: 'hilo', cards: 3 });
    expect(verifyRequestFor(bet('dice', {}, {}))).toEqual({ game: 'dice' });
    expect(describeOutcome({ game: 'dice', roll: 4217 }).values).toEqual({ roll: '42.17' });
    expect(describeOutcome({ game: 'coinflip', side: 'tails' }).message).toBe('Coin: tails');
  });
});
