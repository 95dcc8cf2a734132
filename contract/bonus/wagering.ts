/**
 * The wagering rules of a bonus (spec §1, issue 15), in integer minor units. One definition for the server (which
 * enforces them) and the page (which explains them and refuses a stake above the max bet before sending it).
 *
 * The rules in plain words:
 * 1. A stake takes the player's real money first, then bonus money for what real money does not cover, in every game
 *    and on sports. A stake whose win is paid later (crash, private rooms, live tables, slots, sports bets, the
 *    multi-step originals, a case's item) keeps its bonus part and the bonus that funded it on its row (rule 8).
 * 2. A win is split in the stake's proportion: the bonus part of the stake wins bonus money (floor), the rest is real.
 * 3. Every stake placed while a bonus is active counts towards its wagering, at the game's weight (sports by odds:
 *    nothing below 1.50, all at or above).
 * 4. While a bonus is active a stake above its max bet is refused.
 * 5. When the weighted stakes reach the requirement, the whole bonus balance becomes real money, once.
 * 6. At expiry or on a withdrawal request the bonus balance (the bonus and its winnings) goes back; real money never.
 * 7. A stake given back (a void sports bet, a rolled-back slot bet) no longer counts: the bonus it counted towards
 *    loses that step, once, never below zero, while that bonus is active (a converted bonus stays converted). A
 *    sports bet counts by the odds of its legs that stood: a void leg is taken out (1.00).
 * 8. A payment that comes after the stake (a win, a cash-out, a case item's sale, a refund of the stake) is split as
 *    rule 2 says, and its bonus share goes where the bonus that funded the stake now is: still active, to the bonus
 *    balance; converted (its wagering met), to real money; expired, forfeited or cancelled, nowhere (it stays with
 *    the house's bonus pool, and the player sees a row saying so). The real share is always paid. A corrected result
 *    that takes money back takes its bonus share by the same rule: from the bonus balance (as far as it holds) while
 *    the bonus is active, from real money once it converted, not at all once it ended.
 */
import { combinedOdds } from '../sports/slip';

/** What a stake is made of. */
export interface StakeSplit {
  cash: bigint;
  bonus: bigint;
}

/** Rule 1; null when real and bonus money together do not cover the stake. */
export function splitStake(stake: bigint, cash: bigint, bonus: bigint): StakeSplit | null {
  if (stake <= 0n || cash + bonus < stake) return null;
  const fromCash = cash >= stake ? stake : cash;
  return { cash: fromCash, bonus: stake - fromCash };
}

/** Rule 2. */
export function splitWin(win: bigint, stake: StakeSplit): StakeSplit {
  const total = stake.cash + stake.bonus;
  if (win <= 0n || total === 0n) return { cash: 0n, bonus: 0n };
  const bonus = (win * stake.bonus) / total;
  return { cash: win - bonus, bonus };
}

/** Rule 8: where a later payment's bonus share goes, by the status of the bonus that funded the stake. */
export type ShareTo = 'bonus' | 'cash' | 'forfeit';

export function bonusShareTo(grantStatus: string): ShareTo {
  if (grantStatus === 'active') return 'bonus';
  if (grantStatus === 'completed') return 'cash';
  return 'forfeit';
}

/**
 * Rule 8 for a payment that replaces an earlier one (a corrected result): the change of each share, from what was
 * paid before to what is paid now. Both shares move the same way (each is monotone in the amount).
 */
export function shareChange(now: bigint, before: bigint, stake: StakeSplit): StakeSplit {
  const bonus = splitWin(now, stake).bonus - splitWin(before, stake).bonus;
  return { cash: now - before - bonus, bonus };
}

export const GAME_CATEGORIES = ['original', 'slot', 'live', 'sport'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Rule 3's weights, percent of the stake: originals (crash and rooms too) and slots in full, live games a tenth. */
export const CATEGORY_WEIGHT_PERCENT: Record<Exclude<GameCategory, 'sport'>, number> = {
  original: 100,
  slot: 100,
  live: 10,
};

/** The lowest odds (thousandths, as contract/sports/odds.ts: 1.50 = 1500) at which a sports bet counts. */
export const SPORT_MIN_ODDS = 1500;

/** A sports bet counts by its (combined) odds: below 1.50 nothing, at or above in full. */
export function sportWeightPercent(odds: number): number {
  return odds < SPORT_MIN_ODDS ? 0 : 100;
}

/** How much a stake counts towards the requirement (rule 3); `odds` only for a sports bet. */
export function weightedStake(stake: bigint, category: GameCategory, odds = 0): bigint {
  const percent = category === 'sport' ? sportWeightPercent(odds) : CATEGORY_WEIGHT_PERCENT[category];
  return (stake * BigInt(percent)) / 100n;
}

/**
 * Rule 7: what a settled sports bet counts. Its void legs are taken out (1.00), as its return is recalculated
 * without them: a void single counts nothing, and an accumulator whose remaining odds fall below 1.50 no longer
 * counts. A quarter line's half push is how that line settles, not a stake given back: its leg keeps its odds.
 */
export function settledSportStake(stake: bigint, legs: readonly { odds: number; void: boolean }[]): bigint {
  return weightedStake(stake, 'sport', combinedOdds(legs.filter((leg) => !leg.void).map((leg) => leg.odds)));
}

export type WagerBase = 'bonus' | 'bonus_deposit';

/** What must be wagered: the multiple of the bonus, or of the bonus and its deposit. */
export function requirement(multiplier: number, base: WagerBase, bonus: bigint, deposit: bigint): bigint {
  return BigInt(multiplier) * (base === 'bonus_deposit' ? bonus + deposit : bonus);
}

/** A deposit match: `percent` of the deposit, at most `cap` (null: no cap). */
export function matchAmount(deposit: bigint, percent: number, cap: bigint | null): bigint {
  const amount = (deposit * BigInt(percent)) / 100n;
  return cap !== null && amount > cap ? cap : amount;
}

/** Rule 4: null when the stake is allowed. */
export function maxBetRefusal(stake: bigint, maxBet: bigint | null): 'bonus_max_bet' | null {
  return maxBet !== null && stake > maxBet ? 'bonus_max_bet' : null;
}
