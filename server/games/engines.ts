/**
 * One engine per game: pure settlement from the bet's seeds and the player's choices, over the published
 * configuration (contract/games) and the provably-fair draws (contract/fairness). No database, no clock: the
 * service stores what these return (params, config snapshot, outcome), so any round can be replayed by calling
 * the same function again with its stored seeds, params and config.
 */
import type { KenoBetBody, RouletteChip } from '../../contract/api/games';
import type { BetSeeds } from '../../contract/fairness/bytes';
import { betFloats } from '../../contract/fairness/bytes';
import { caseRoll, KENO_DRAWN, kenoDraw } from '../../contract/fairness/outcomes';
import { type CaseConfig, caseItemForRoll, validateCase } from '../../contract/games/cases';
import { COINFLIP, type CoinSide, coinflipPayout } from '../../contract/games/coinflip';
import {
  DICE,
  type DiceBet,
  type DiceConfig,
  dicePayout,
  diceWinChance,
  validDiceBet,
} from '../../contract/games/dice';
import { hiloStart, hiloStep } from '../../contract/games/hilo';
import { KENO_PAYTABLES, type KenoRisk, validKenoPicks } from '../../contract/games/keno';
import { minerStart, minerStep } from '../../contract/games/miner';
import { type Bp, payoutMinor } from '../../contract/games/multiplier';
import { BetRefused } from '../../contract/games/refusal';
import { checkRouletteChips, type RouletteBet, settleRouletteChips } from '../../contract/games/roulette';
import type { Currency } from '../../contract/money';
import { ValidationError } from '../lib/http-error';

const invalid = (field: string, code: string, text: string) => new ValidationError({ [field]: [`${code}: ${text}`] });

/** A contract rule whose refusal (BetRefused) this server answers as the same 422. */
function refusedAs422<A extends unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  const rethrow = (error: unknown): never => {
    throw error instanceof BetRefused ? invalid(error.field, error.code, error.text) : error;
  };
  return (...args: A): R => {
    try {
      const result = rule(...args);
      return (result instanceof Promise ? result.catch(rethrow) : result) as R;
    } catch (error) {
      return rethrow(error);
    }
  };
}

async function firstFloat(seeds: BetSeeds): Promise<number> {
  const [f] = await betFloats(seeds, 1);
  if (f === undefined) throw new Error('No float drawn');
  return f;
}

// ---------------------------------------------------------------- dice

export function checkDice(bet: DiceBet, config: DiceConfig = DICE): void {
  if (!validDiceBet(bet, config)) {
    throw invalid(
      'target',
      'target_invalid',
      `The win chance must be ${config.minWinChance / 100}% to ${config.maxWinChance / 100}%`,
    );
  }
}

export async function settleDice(seeds: BetSeeds, stake: bigint, bet: DiceBet, config: DiceConfig = DICE) {
  const { roll, multiplier } = dicePayout(bet, await firstFloat(seeds), config);
  return { outcome: { roll, win_chance: diceWinChance(bet) }, multiplier, payout: payoutMinor(stake, multiplier) };
}

// ---------------------------------------------------------------- coinflip

export async function settleCoinflip(seeds: BetSeeds, stake: bigint, side: CoinSide, config = COINFLIP) {
  const result = coinflipPayout(side, await firstFloat(seeds), config);
  return {
    outcome: { side: result.side },
    multiplier: result.multiplier,
    payout: payoutMinor(stake, result.multiplier),
  };
}

// ---------------------------------------------------------------- keno

export function kenoConfigFor(risk: KenoRisk, picks: number) {
  return { risk, picks, paytable: KENO_PAYTABLES[risk][picks - 1] ?? [] };
}

export function checkKeno(bet: Pick<KenoBetBody, 'picks'>): void {
  if (!validKenoPicks(bet.picks)) throw invalid('picks', 'picks_invalid', 'Pick 1 to 10 different squares of 1..40');
}

export async function settleKeno(
  seeds: BetSeeds,
  stake: bigint,
  bet: { risk: KenoRisk; picks: readonly number[] },
  paytable: readonly Bp[],
) {
  if (!validKenoPicks(bet.picks)) throw invalid('picks', 'picks_invalid', 'Pick 1 to 10 different squares of 1..40');
  const drawn = kenoDraw(await betFloats(seeds, KENO_DRAWN));
  const hits = bet.picks.filter((square) => drawn.includes(square)).length;
  const multiplier = paytable[hits];
  if (multiplier === undefined) throw new Error(`No keno payout for ${hits} hits`);
  return { outcome: { drawn, hits }, multiplier, payout: payoutMinor(stake, multiplier) };
}

// ---------------------------------------------------------------- roulette

export const checkRoulette = refusedAs422(checkRouletteChips);

export async function settleRoulette(
  seeds: BetSeeds,
  chips: readonly { bet: RouletteChip['bet']; amountMinor: bigint }[],
  currency: Currency,
) {
  return settleRouletteChips(
    chips as readonly { bet: RouletteBet; amountMinor: bigint }[],
    await firstFloat(seeds),
    currency,
  );
}

// ---------------------------------------------------------------- cases

/** A case in any currency: its ranges are checked, then the roll picks the item whose range holds it. */
export async function settleCase(seeds: BetSeeds, config: Omit<CaseConfig, 'currency'>) {
  validateCase({ ...config, currency: 'RUB' });
  const roll = caseRoll(await firstFloat(seeds));
  return { roll, item: caseItemForRoll(config.items, roll) };
}

// ---------------------------------------------------------------- hilo, miner (steps: the contract's rules)

export const startHilo = hiloStart;
export const stepHilo = refusedAs422(hiloStep);
export const startMiner = refusedAs422(minerStart);
export const stepMiner = refusedAs422(minerStep);
