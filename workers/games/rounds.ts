import {
  type CoinflipBetBody,
  type DiceBetBody,
  GAMES_API,
  type KenoBetBody,
  type RouletteBetBody,
} from '../../contract/api/games';
import { KENO_DRAWN } from '../../contract/fairness/outcomes';
import { coinflipPayout } from '../../contract/games/coinflip';
import { DICE, dicePayout, diceWinChance, validDiceBet } from '../../contract/games/dice';
import { kenoPayout, validKenoPicks } from '../../contract/games/keno';
import { BetRefused } from '../../contract/games/refusal';
import { checkRouletteChips, type RouletteBet, settleRouletteChips } from '../../contract/games/roulette';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import type { DemoBank } from './demo';

/**
 * The single-round games: where the server settles a round, and how demo mode settles it in the worker.
 * A new game adds its entry here (and its body type to RoundBodies).
 */
export interface RoundBodies {
  dice: DiceBetBody;
  coinflip: CoinflipBetBody;
  keno: KenoBetBody;
  roulette: RouletteBetBody;
}
export type RoundGame = keyof RoundBodies;

interface RoundDefinition<B> {
  path: string;
  demo: (bank: DemoBank, body: B, currency: Currency) => ReturnType<DemoBank['settle']>;
}

/** The chips' total stake in minor units; a chip the layout does not allow is refused like the server does. */
function rouletteStake(body: RouletteBetBody, currency: Currency): bigint {
  checkRouletteChips(body.chips as readonly { bet: RouletteBet }[]);
  let total = 0n;
  body.chips.forEach((chip, i) => {
    let amount: bigint;
    try {
      amount = toMinor(chip.amount, currency);
    } catch {
      throw new BetRefused(`chips.${i}.amount`, 'amount_invalid', 'Enter an amount like 150 or 150.50');
    }
    if (amount <= 0n) throw new BetRefused(`chips.${i}.amount`, 'amount_invalid', 'Enter an amount like 150 or 150.50');
    total += amount;
  });
  if (total === 0n) throw new BetRefused('chips', 'chips_invalid', 'Place at least one chip');
  return total;
}

export const ROUNDS: { [G in RoundGame]: RoundDefinition<RoundBodies[G]> } = {
  dice: {
    path: GAMES_API.diceBet,
    demo: (bank, body) => {
      const bet = { direction: body.direction, target: body.target };
      if (!validDiceBet(bet, DICE)) {
        throw new BetRefused('target', 'target_invalid', 'Choose a win chance between 0.01% and 98%');
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
  keno: {
    path: GAMES_API.kenoBet,
    demo: (bank, body) => {
      const bet = { risk: body.risk, picks: [...body.picks] };
      if (!validKenoPicks(bet.picks)) throw new BetRefused('picks', 'picks_invalid', 'Pick 1 to 10 different squares');
      return bank.settle('keno', body.amount, bet, KENO_DRAWN, (floats) => {
        const { drawn, hits, multiplier } = kenoPayout(bet, floats);
        return { multiplier, outcome: { drawn, hits } };
      });
    },
  },
  roulette: {
    path: GAMES_API.rouletteBet,
    demo: (bank, body, currency) => {
      const total = fromMinor(rouletteStake(body, currency), currency);
      const chips = body.chips.map((chip) => ({
        bet: chip.bet as RouletteBet,
        amountMinor: toMinor(chip.amount, currency),
      }));
      return bank.settle('roulette', total, { chips: body.chips }, 1, ([f = 0]) =>
        settleRouletteChips(chips, f, currency),
      );
    },
  },
};
