import { and, eq, inArray } from 'drizzle-orm';
import { type Currency, scaleFromRub } from '../../../contract/money';
import { DEFAULT_CASH_OUT_MARGIN_BP } from '../../../contract/sports/cash-out';
import type { MarketKind } from '../../../contract/sports/markets';
import { sportsLimits, sportsMargins, sportsMarketLimits, sportsMarkets } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { AuditWrite } from '../../operator/audit';
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

/** Sets a margin; `audit` writes the operator's entry in the same transaction. */
export async function setMargin(db: Db, scope: MarginScope, marginBp: number, audit?: AuditWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await audit?.(tx);
    await tx
      .insert(sportsMargins)
      .values({ scope, marginBp })
      .onConflictDoUpdate({ target: sportsMargins.scope, set: { marginBp, updatedAt: new Date() } });
  });
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
const narrowest = (a: StakeLimits, b: StakeLimits): StakeLimits => ({
  minStakeMinor: bigMax(a.minStakeMinor, b.minStakeMinor),
  maxStakeMinor: bigMin(a.maxStakeMinor, b.maxStakeMinor),
  maxPayoutMinor: bigMin(a.maxPayoutMinor, b.maxPayoutMinor),
});
const limitsOf = (row: StakeLimits): StakeLimits => ({
  minStakeMinor: row.minStakeMinor,
  maxStakeMinor: row.maxStakeMinor,
  maxPayoutMinor: row.maxPayoutMinor,
});

/** A leg of a bet as the limits see it. */
export interface LimitedLeg {
  marketId: number;
  kind: MarketKind;
}

/**
 * The limits of a bet on these legs: each leg takes its market's own row if the operator set one, else the
 * currency's `*` row (or the defaults) narrowed by its kind's row; the bet takes the narrowest of its legs (the
 * highest minimum, the lowest maximum and maximum payout).
 */
export async function limitsFor(db: Runner, currency: Currency, legs: readonly LimitedLeg[]): Promise<StakeLimits> {
  const kinds = [...new Set(legs.map((leg) => leg.kind))];
  const rows = await db
    .select()
    .from(sportsLimits)
    .where(and(eq(sportsLimits.currency, currency), inArray(sportsLimits.marketKind, ['*', ...kinds])));
  const markets = await db
    .select()
    .from(sportsMarketLimits)
    .where(
      and(
        eq(sportsMarketLimits.currency, currency),
        inArray(
          sportsMarketLimits.marketId,
          legs.map((leg) => leg.marketId),
        ),
      ),
    );
  const base = limitsOf(rows.find((row) => row.marketKind === '*') ?? defaultLimits(currency));
  const ofLeg = (leg: LimitedLeg): StakeLimits => {
    const own = markets.find((row) => row.marketId === leg.marketId);
    if (own) return limitsOf(own);
    const kind = rows.find((row) => row.marketKind === leg.kind);
    return kind ? narrowest(base, limitsOf(kind)) : base;
  };
  return legs.map(ofLeg).reduce(narrowest);
}

export async function setLimits(
  db: Db,
  currency: Currency,
  marketKind: MarketKind | '*',
  limits: StakeLimits,
  audit?: AuditWrite,
): Promise<void> {
  await db.transaction(async (tx) => {
    await audit?.(tx);
    await tx
      .insert(sportsLimits)
      .values({ currency, marketKind, ...limits })
      .onConflictDoUpdate({
        target: [sportsLimits.currency, sportsLimits.marketKind],
        set: { ...limits, updatedAt: new Date() },
      });
  });
}

export async function listLimits(db: Db) {
  return db.select().from(sportsLimits).orderBy(sportsLimits.currency, sportsLimits.marketKind);
}

/** The limits set for these markets themselves, by market. */
export async function marketLimits(db: Runner, marketIds: number[]) {
  if (marketIds.length === 0) return [];
  return db
    .select()
    .from(sportsMarketLimits)
    .where(inArray(sportsMarketLimits.marketId, marketIds))
    .orderBy(sportsMarketLimits.marketId, sportsMarketLimits.currency);
}

/** Sets (limits) or removes (null) one market's limits in a currency, with the operator's entry. */
export async function setMarketLimits(
  db: Db,
  marketId: number,
  currency: Currency,
  limits: StakeLimits | null,
  audit: AuditWrite,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [market] = await tx
      .select({ id: sportsMarkets.id })
      .from(sportsMarkets)
      .where(eq(sportsMarkets.id, marketId));
    if (!market) throw new HttpError(404, 'market_not_found', 'No such market');
    await audit(tx);
    const key = and(eq(sportsMarketLimits.marketId, marketId), eq(sportsMarketLimits.currency, currency));
    if (!limits) {
      await tx.delete(sportsMarketLimits).where(key);
      return;
    }
    await tx
      .insert(sportsMarketLimits)
      .values({ marketId, currency, ...limits })
      .onConflictDoUpdate({
        target: [sportsMarketLimits.marketId, sportsMarketLimits.currency],
        set: { ...limits, updatedAt: new Date() },
      });
  });
}
