import type { GameName } from './games/registry';
import { type Currency, scaleFromRub } from './money';

/**
 * The VIP ladder (issue 18, spec §9 "Levels min 100"): a level is reached by the total wagered in the player's wallet
 * currency; thresholds and rewards are written in RUB minor units and scaled per currency by `scaleFromRub`.
 * Level 0 is a player who has wagered less than the first threshold.
 */
export interface VipLevel {
  level: number;
  /** Total wagered to reach the level (RUB minor units). */
  thresholdRub: bigint;
  /** Share of the house edge on wagers paid back (basis points of the edge). */
  rakebackBp: number;
  /** Paid once when the level is reached (RUB minor units; 0: none). */
  levelUpRub: bigint;
  weeklyRub: bigint;
  monthlyRub: bigint;
  /** The level may ask for premium status (the join request; the operator decides). */
  premium: boolean;
}

const rub = (whole: number) => BigInt(whole) * 100n;

export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 1, thresholdRub: rub(100), rakebackBp: 500, levelUpRub: 0n, weeklyRub: 0n, monthlyRub: 0n, premium: false },
  {
    level: 2,
    thresholdRub: rub(1_000),
    rakebackBp: 1_000,
    levelUpRub: rub(50),
    weeklyRub: 0n,
    monthlyRub: 0n,
    premium: false,
  },
  {
    level: 3,
    thresholdRub: rub(10_000),
    rakebackBp: 1_500,
    levelUpRub: rub(300),
    weeklyRub: rub(100),
    monthlyRub: 0n,
    premium: false,
  },
  {
    level: 4,
    thresholdRub: rub(50_000),
    rakebackBp: 2_000,
    levelUpRub: rub(1_000),
    weeklyRub: rub(300),
    monthlyRub: rub(1_000),
    premium: false,
  },
  {
    level: 5,
    thresholdRub: rub(200_000),
    rakebackBp: 2_500,
    levelUpRub: rub(3_000),
    weeklyRub: rub(1_000),
    monthlyRub: rub(3_000),
    premium: false,
  },
  {
    level: 6,
    thresholdRub: rub(1_000_000),
    rakebackBp: 3_000,
    levelUpRub: rub(10_000),
    weeklyRub: rub(3_000),
    monthlyRub: rub(10_000),
    premium: true,
  },
  {
    level: 7,
    thresholdRub: rub(5_000_000),
    rakebackBp: 3_500,
    levelUpRub: rub(30_000),
    weeklyRub: rub(10_000),
    monthlyRub: rub(30_000),
    premium: true,
  },
];

/** The nominal house edge (basis points of the stake) each game's wagers earn rakeback on. */
export const RAKEBACK_EDGE_BP: Record<GameName, number> = {
  dice: 100,
  coinflip: 100,
  keno: 100,
  hilo: 100,
  miner: 100,
  roulette: 270,
  cases: 500,
};

/** A level's amounts in the player's currency. */
export interface VipLevelIn {
  level: number;
  threshold: bigint;
  rakebackBp: number;
  levelUp: bigint;
  weekly: bigint;
  monthly: bigint;
  premium: boolean;
}

export function ladderIn(currency: Currency): VipLevelIn[] {
  return VIP_LEVELS.map((l) => ({
    level: l.level,
    threshold: scaleFromRub(l.thresholdRub, currency),
    rakebackBp: l.rakebackBp,
    levelUp: scaleFromRub(l.levelUpRub, currency),
    weekly: scaleFromRub(l.weeklyRub, currency),
    monthly: scaleFromRub(l.monthlyRub, currency),
    premium: l.premium,
  }));
}

/** The level reached with `wagered` minor units of `currency` (0 below the first threshold). */
export function levelOf(wagered: bigint, currency: Currency): number {
  let reached = 0;
  for (const l of ladderIn(currency)) if (wagered >= l.threshold) reached = l.level;
  return reached;
}

/** Rakeback bp of a level (0 for level 0). */
export const rakebackBpOf = (level: number) => VIP_LEVELS.find((l) => l.level === level)?.rakebackBp ?? 0;
