/**
 * One engine per game: pure settlement from the bet's seeds and the player's choices, over the published
 * configuration (contract/games) and the provably-fair draws (contract/fairness). No database, no clock: the
 * service stores what these return (params, config snapshot, outcome), so any round can be replayed by calling
 * the same function again with its stored seeds, params and config.
 */
import type { KenoBetBody, RouletteChip } from '../../contract/api/games';
import type { BetSeeds } from '../../contract/fairness/bytes';
import { betFloats } from '../../contract/fairness/bytes';
import { type Card, caseRoll, KENO_DRAWN, kenoDraw, MINER_TILES, minerMines } from '../../contract/fairness/outcomes';
import { drawHiloCard } from '../../contract/fairness/verify';
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
import {
  HILO,
  type HiloConfig,
  type HiloGuess,
  hiloGuessAllowed,
  hiloMultiplier,
  hiloWins,
} from '../../contract/games/hilo';
import { KENO_PAYTABLES, type KenoRisk, validKenoPicks } from '../../contract/games/keno';
import { MINER, type MinerConfig, minerMultiplier } from '../../contract/games/miner';
import { BP, type Bp, formatMultiplier, payoutMinor } from '../../contract/games/multiplier';
import { ROULETTE, type RouletteBet, rouletteCovered, roulettePayout } from '../../contract/games/roulette';
import { type Currency, fromMinor } from '../../contract/money';
import { ValidationError } from '../lib/http-error';

const invalid = (field: string, code: string, text: string) => new ValidationError({ [field]: [`${code}: ${text}`] });

export interface Settled<O> {
  outcome: O;
  multiplier: Bp;
  payout: bigint;
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

export function checkRoulette(chips: readonly { bet: RouletteBet }[]): void {
  chips.forEach((chip, i) => {
    try {
      rouletteCovered(chip.bet);
    } catch {
      throw invalid(`chips.${i}.bet`, 'bet_invalid', 'This bet is not on the table');
    }
  });
}

export async function settleRoulette(
  seeds: BetSeeds,
  chips: readonly { bet: RouletteChip['bet']; amountMinor: bigint }[],
  currency: Currency,
) {
  const f = await firstFloat(seeds);
  let payout = 0n;
  let stake = 0n;
  let pocket = 0;
  const wins: { chip: number; multiplier: string; payout: string }[] = [];
  chips.forEach((chip, i) => {
    const result = roulettePayout(chip.bet as RouletteBet, f);
    pocket = result.pocket;
    stake += chip.amountMinor;
    if (result.multiplier > 0) {
      const won = payoutMinor(chip.amountMinor, result.multiplier);
      payout += won;
      wins.push({ chip: i, multiplier: formatMultiplier(result.multiplier), payout: fromMinor(won, currency) });
    }
  });
  // The round's multiplier: what the whole stake returned (rounded down to a basis point).
  const multiplier = stake > 0n ? Number((payout * BigInt(BP)) / stake) : 0;
  return { outcome: { pocket, wins }, multiplier, payout };
}

export const ROULETTE_CONFIG = { ...ROULETTE };

// ---------------------------------------------------------------- cases

/** A case in any currency: its ranges are checked, then the roll picks the item whose range holds it. */
export async function settleCase(seeds: BetSeeds, config: Omit<CaseConfig, 'currency'>) {
  validateCase({ ...config, currency: 'RUB' });
  const roll = caseRoll(await firstFloat(seeds));
  return { roll, item: caseItemForRoll(config.items, roll) };
}

// ---------------------------------------------------------------- hilo

export interface HiloStep {
  guess: HiloGuess | 'skip';
  card: Card;
  /** The running multiplier after the step (0 after a miss). */
  multiplier: Bp;
}

export interface HiloState {
  cards: Card[];
  steps: HiloStep[];
}

export async function startHilo(seeds: BetSeeds): Promise<HiloState> {
  return { cards: [await drawHiloCard(seeds, 0)], steps: [] };
}

/** The multipliers the next guesses would pay from the current card (only guesses that can win and lose). */
export function hiloOffers(card: Card, running: Bp, config: HiloConfig = HILO): Record<string, string> {
  const offers: Record<string, string> = {};
  for (const guess of ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same'] as const) {
    if (hiloGuessAllowed(card.rank, guess)) {
      offers[guess] = String(Number((BigInt(running) * BigInt(hiloMultiplier(card.rank, guess, config))) / BigInt(BP)));
    }
  }
  return offers;
}

/** One step: draws the card at cursor = cards so far. Returns the new state and running multiplier (0: lost). */
export async function stepHilo(
  seeds: BetSeeds,
  state: HiloState,
  running: Bp,
  guess: HiloGuess | 'skip',
  config: HiloConfig = HILO,
): Promise<{ state: HiloState; multiplier: Bp; lost: boolean }> {
  const current = state.cards[state.cards.length - 1];
  if (!current) throw new Error('A hilo round without a card');
  if (guess !== 'skip' && !hiloGuessAllowed(current.rank, guess)) {
    throw invalid('guess', 'guess_not_offered', `"${guess}" is not offered on ${current.label}`);
  }
  const card = await drawHiloCard(seeds, state.cards.length);
  let multiplier = running;
  let lost = false;
  if (guess !== 'skip') {
    if (hiloWins(current, card, guess)) {
      const next = (BigInt(running) * BigInt(hiloMultiplier(current.rank, guess, config))) / BigInt(BP);
      if (next > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid('guess', 'multiplier_limit', 'Cash out first');
      multiplier = Number(next);
    } else {
      multiplier = 0;
      lost = true;
    }
  }
  return {
    state: { cards: [...state.cards, card], steps: [...state.steps, { guess, card, multiplier }] },
    multiplier,
    lost,
  };
}

// ---------------------------------------------------------------- miner

export interface MinerState {
  mines: number[];
  revealed: number[];
}

export async function startMiner(seeds: BetSeeds, mines: number, config: MinerConfig = MINER): Promise<MinerState> {
  if (!Number.isInteger(mines) || mines < config.minMines || mines > config.maxMines) {
    throw invalid('mines', 'mines_invalid', `Choose ${config.minMines} to ${config.maxMines} mines`);
  }
  return { mines: minerMines(await betFloats(seeds, mines), mines), revealed: [] };
}

export function stepMiner(
  state: MinerState,
  tile: number,
  config: MinerConfig = MINER,
): { state: MinerState; multiplier: Bp; lost: boolean; cleared: boolean } {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINER_TILES) throw invalid('tile', 'tile_invalid', 'No such tile');
  if (state.revealed.includes(tile)) throw invalid('tile', 'tile_open', 'This tile is already open');
  const revealed = [...state.revealed, tile];
  if (state.mines.includes(tile)) return { state: { ...state, revealed }, multiplier: 0, lost: true, cleared: false };
  const multiplier = minerMultiplier(state.mines.length, revealed.length, config);
  return {
    state: { ...state, revealed },
    multiplier,
    lost: false,
    cleared: revealed.length === MINER_TILES - state.mines.length,
  };
}

export function minerNextMultiplier(state: MinerState, config: MinerConfig = MINER): Bp | null {
  const next = state.revealed.length + 1;
  return next > MINER_TILES - state.mines.length ? null : minerMultiplier(state.mines.length, next, config);
}
