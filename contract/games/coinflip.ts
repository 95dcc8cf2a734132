import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { coinflip } from '../fairness/outcomes';
import { type OneShotGame, parseStake } from './game';
import { formatMultiplier, payoutMinor } from './multiplier';
import { COINFLIP, type CoinSide, coinflipPayout } from './rules/coinflip';
import { onlyFloat, type RoundVerifier } from './verifier';

// Coinflip as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/coinflip.ts).

/** POST /api/v2/games/coinflip/bet. Outcome: `{ side }`. */
export const CoinflipBetBody = z.strictObject({ amount: PositiveAmount, side: z.enum(['heads', 'tails']) });
export type CoinflipBetBody = z.infer<typeof CoinflipBetBody>;

/** The side of a round, recomputed from its seeds. */
const COINFLIP_VERIFIER: RoundVerifier<object, { side: CoinSide }> = {
  flags: {},
  options: () => ({}),
  draw: async (seeds) => ({ side: coinflip(onlyFloat(await betFloats(seeds, 1))) }),
  summary: (draw) => draw.side,
};

export const COINFLIP_GAME = {
  kind: 'one-shot',
  id: 'coinflip',
  engineVersion: 1,
  limit: 'coinflip',
  body: CoinflipBetBody,
  config: COINFLIP,
  published: z.object({ multiplier: text() }),
  publish: () => ({ multiplier: formatMultiplier(COINFLIP.multiplier) }),
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount, side: body.side }),
  roundConfig: () => COINFLIP,
  verifier: COINFLIP_VERIFIER,
  floats: () => 1,
  settle([f = 0], body, stake) {
    const { side, multiplier } = coinflipPayout(body.side, f);
    return { outcome: { side }, multiplier, payout: payoutMinor(stake, multiplier) };
  },
} as const satisfies OneShotGame<'coinflip', typeof CoinflipBetBody>;
