import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { type Card, hiloCard } from '../fairness/outcomes';
import { parseStake, type StepGame } from './game';
import { BP, formatMultiplier, payoutMinor } from './multiplier';
import { HILO, type HiloState, hiloOutcome, hiloStart, hiloStep } from './rules/hilo';
import { type RoundVerifier, wholeNumberFlag } from './verifier';

// Hilo as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/hilo.ts).

/** POST /api/v2/games/hilo/start. Outcome while active: `{ cards: [start card], steps: [] }`. */
export const HiloStartBody = z.strictObject({ amount: PositiveAmount });
export type HiloStartBody = z.infer<typeof HiloStartBody>;
export const HILO_GUESSES = ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same', 'skip'] as const;
/**
 * POST /api/v2/games/hilo/step: a guess on the last card (or `skip`: a new card, same multiplier). A guess is
 * offered only when it can both win and lose on the current rank. `version` is the round's version the player saw.
 * Outcome: `{ cards, steps: [{ guess, card, multiplier }], next: { guess: multiplier } }`.
 */
export const HiloStepBody = z.strictObject({ guess: z.enum(HILO_GUESSES), version: z.number().int().min(0) });
export type HiloStepBody = z.infer<typeof HiloStepBody>;

/** A round's first cards (as many as it drew), recomputed from its seeds. */
const HILO_VERIFIER: RoundVerifier<{ cards: number }, { cards: Card[] }> = {
  flags: { cards: '<n> (hilo, default 10)' },
  options: (flags) => ({ cards: wholeNumberFlag(flags, 'cards', 10) }),
  draw: async (seeds, options) => ({ cards: (await betFloats(seeds, options.cards)).map(hiloCard) }),
  summary: (draw) => `cards ${draw.cards.map((card, step) => `${step}:${card.label}`).join(' ')}`,
};

export const HILO_GAME = {
  kind: 'steps',
  id: 'hilo',
  engineVersion: 1,
  limit: 'hilo',
  body: HiloStartBody,
  stepBody: HiloStepBody,
  config: HILO,
  published: z.object({ house_edge: text() }),
  publish: () => ({ house_edge: formatMultiplier(HILO.houseEdge) }),
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount }),
  roundConfig: () => HILO,
  verifier: HILO_VERIFIER,
  move: (step) => ({ guess: step.guess }),
  async start(seeds) {
    const state = await hiloStart(seeds);
    return { state, outcome: hiloOutcome(state, BP, false) };
  },
  async step(seeds, round, step) {
    const next = await hiloStep(seeds, round.state, round.running, step.guess);
    return {
      state: next.state,
      outcome: hiloOutcome(next.state, next.multiplier, next.lost),
      multiplier: next.multiplier,
      payout: 0n,
      ended: next.lost,
    };
  },
  cashout: (round) => ({
    outcome: hiloOutcome(round.state, round.running, true),
    multiplier: round.running,
    payout: payoutMinor(round.stake, round.running),
  }),
} as const satisfies StepGame<'hilo', typeof HiloStartBody, typeof HiloStepBody, HiloState>;
