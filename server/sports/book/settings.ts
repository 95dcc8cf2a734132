import { and, eq, inArray } from 'drizzle-orm';
import { type Currency, scaleFromRub } from '../../../contract/money';
import { DEFAULT_CASH_OUT_MARGIN_BP } from '../../../contract/sports/cash-out';
import type { MarketKind } from '../../../contract/sports/markets';
import { sportsLimits, sportsMargins } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Runner } from '../../wallet/service';

/** The book's margin on every market kind the operator has not set, in basis points. */
export const DEFAULT_MARGIN_BP = 600;

/** Margins by scope: a market kind, `default`, or `cash_out`. */
export type MarginScope = MarketKind | 'default' | 'cash_out';

export interface Margins {
  market(kind: MarketKind): number;
  cashOut: number;
}

export async function readMargins(db: Runner): Promise<Margins> {
  const rows = await db.select().from(sportsMargins);
  const by = new Map(rows.map((row) => [row.scope, row.marginBp]));
  const fallback = by.get('default') ?? DEFAULT_MARGIN_BP;
  return { market: (kind) => by.get(kind) ?? fallback, cashOut: by.get('cash_out') ?? DEFAULT_CASH_OUT_MARGIN_BP };
}

export async function setMargin(db: Db, scope: MarginScope, marginBp: number): Promise<void> {
  await db
    .insert(sportsMargins)
    .values({ scope, marginBp })
    .onConflictDoUpdate({ target: sportsMargins.scope, set: { marginBp, updatedAt: new Date() } });
}

export interface StakeLimits {
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  maxPayoutMinor: bigint;
}

/** When the operator set nothing: 10 … 100 000 RUB a bet, 1 000 000 RUB at most paid by one bet (scaled per currency). */
export const DEFAULT_LIMITS_RUB: StakeLimits = {
  minStakeMinor: 1_000n,
  maxStakeMinor: 10_000_000n,
  maxPayoutMinor: 100_000_000n,
};

export const defaultLimits = (currency: Currency): StakeLimits => ({
  minStakeMinor: scaleFromRub(DEFAULT_LIMITS_RUB.minStakeMinor, currency),
  maxStakeMinor: scaleFromRub(DEFAULT_LIMITS_RUB.maxStakeMinor, currency),
  maxPayoutMinor: scaleFromRub(DEFAULT_LIMITS_RUB.maxPayoutMinor, currency),
});

const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);
const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The limits of a bet on these market kinds: the currency's row for `*` (or the defaults), narrowed by each kind's
 * own row (the highest minimum, the lowest maximum and maximum payout).
 */
export async function limitsFor(db: Runner, currency: Currency, kinds: readonly MarketKind[]): Promise<StakeLimits> {
  const rows = await db
    .select()
    .from(sportsLimits)
    .where(and(eq(sportsLimits.currency, currency), inArray(sportsLimits.marketKind, ['*', ...kinds])));
  const base = rows.find((row) => row.marketKind === '*') ?? defaultLimits(currency);
  return rows
    .filter((row) => row.marketKind !== '*')
    .reduce<StakeLimits>(
      (acc, row) => ({
        minStakeMinor: bigMax(acc.minStakeMinor, row.minStakeMinor),
        maxStakeMinor: bigMin(acc.maxStakeMinor, row.maxStakeMinor),
        maxPayoutMinor: bigMin(acc.maxPayoutMinor, row.maxPayoutMinor),
      }),
      {
        minStakeMinor: base.minStakeMinor,
        maxStakeMinor: base.maxStakeMinor,
        maxPayoutMinor: base.maxPayoutMinor,
      },
    );
}

export async function setLimits(
  db: Db,
  currency: Currency,
  marketKind: MarketKind | '*',
  limits: StakeLimits,
): Promise<void> {
  await db
    .insert(sportsLimits)
    .values({ currency, marketKind, ...limits })
    .onConflictDoUpdate({
      target: [sportsLimits.currency, sportsLimits.marketKind],
      set: { ...limits, updatedAt: new Date() },
    });
}

export async function listLimits(db: Db) {
  return db.select().from(sportsLimits).orderBy(sportsLimits.currency, sportsLimits.marketKind);
}
