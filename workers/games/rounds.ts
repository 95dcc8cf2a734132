import { type CoinflipBetBody, type DiceBetBody, GAMES_API } from '../../contract/api/games';
import { coinflipPayout } from '../../contract/games/coinflip';
import { DICE, dicePayout, diceWinChance, validDiceBet } from '../../contract/games/dice';
import { type DemoBank, DemoError } from './demo';

/**
 * The single-round games: where the server settles a round, and how demo mode settles it in the worker.
 * A new game adds its entry here (and its body type to RoundBodies).
 */
export interface RoundBodies {
  dice: DiceBetBody;
  coinflip: CoinflipBetBody;
}
export type RoundGame = keyof RoundBodies;

interface RoundDefinition<B> {
  path: string;
  demo: (bank: DemoBank, body: B) => ReturnType<DemoBank['settle']>;
}

export const ROUNDS: { [G in RoundGame]: RoundDefinition<RoundBodies[G]> } = {
  dice: {
    path: GAMES_API.diceBet,
    demo: (bank, body) => {
      const bet = { direction: body.direction, target: body.target };
      if (!validDiceBet(bet, DICE)) {
        throw new DemoError('target', 'target_invalid', 'Choose a win chance between 0.01% and 98%');
      }
      return bank.settle('dice', body.amount, bet, 1, ([f = 0]) => {
        const { roll, multiplier } = dicePayout(bet, f);
        return { multiplier, outcome: { roll, win_chance: diceWinChance(bet) } };
      });
    },
  },
  coinflip: {
    path: GAMES_API.coinflipBet,
    demo: (bank, body) =>
      bank.settle('coinflip', body.amount, { side: body.side }, 1, ([f = 0]) => {
        const { side, multiplier } = coinflipPayout(body.side, f);
        return { multiplier, outcome: { side } };
      }),
  },
};
