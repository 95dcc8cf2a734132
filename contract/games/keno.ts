import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { KENO_DRAWN, kenoDraw } from '../fairness/outcomes';
import { type OneShotGame, parseStake } from './game';
import { formatMultiplier, payoutMinor } from './multiplier';
import { BetRefused } from './refusal';
import { KENO_MAX_PICKS, KENO_PAYTABLES, KENO_RISKS, kenoPayout, validKenoPicks } from './rules/keno';
import type { RoundVerifier } from './verifier';

// Keno as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/keno.ts).

/** POST /api/v2/games/keno/bet: 1..10 distinct squares of 1..40. Outcome: `{ drawn, hits }`. */
export const KenoBetBody = z.strictObject({
  amount: PositiveAmount,
  risk: z.enum(KENO_RISKS),
  picks: z.array(z.number().int().min(1).max(40)).min(1).max(KENO_MAX_PICKS),
});
export type KenoBetBody = z.infer<typeof KenoBetBody>;

/** The squares a round drew, recomputed from its seeds. */
const KENO_VERIFIER: RoundVerifier<object, { drawn: number[] }> = {
  flags: {},
  options: () => ({}),
  draw: async (seeds) => ({ drawn: kenoDraw(await betFloats(seeds, KENO_DRAWN)) }),
  summary: (draw) => `drawn ${draw.drawn.join(', ')}`,
};

export const KENO_GAME = {
  kind: 'one-shot',
  id: 'keno',
  engineVersion: 1,
  limit: 'keno',
  body: KenoBetBody,
  config: KENO_PAYTABLES,
  published: z.object({ paytables: z.record(text(), z.array(z.array(text()))) }),
  publish: () => ({
    paytables: Object.fromEntries(
      Object.entries(KENO_PAYTABLES).map(([risk, rows]) => [risk, rows.map((row) => row.map(formatMultiplier))]),
    ),
  }),
  check(body) {
    if (!validKenoPicks(body.picks))
      throw new BetRefused('picks', 'picks_invalid', 'Pick 1 to 10 different squares of 1..40');
  },
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount, risk: body.risk, picks: body.picks }),
  roundConfig: (body) => ({
    risk: body.risk,
    picks: body.picks.length,
    paytable: KENO_PAYTABLES[body.risk][body.picks.length - 1] ?? [],
  }),
  floats: () => KENO_DRAWN,
  verifier: KENO_VERIFIER,
  settle(floats, body, stake) {
    const { drawn, hits, multiplier } = kenoPayout(body, floats);
    return { outcome: { drawn, hits }, multiplier, payout: payoutMinor(stake, multiplier) };
  },
} as const satisfies OneShotGame<'keno', typeof KenoBetBody>;
