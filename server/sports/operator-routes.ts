import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPORTS_API } from '../../contract/api/sports';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import type { EventResult, MarketKind } from '../../contract/sports/markets';
import { overroundBp, parseOdds } from '../../contract/sports/odds';
import { sportsEvents, sportsLimits, sportsMargins } from '../db/schema';
import type { Db } from '../db/types';
import { ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { createSettlement } from './bets/settle';
import { createCatalogue } from './book/catalogue';
import { resultErrors } from './book/result-fit';
import { applyResult } from './book/results';
import {
  listLimits,
  marketLimits,
  readMargins,
  type StakeLimits,
  setLimits,
  setMargin,
  setMarketLimits,
} from './book/settings';

/** The amounts of a limits body in minor units, or the 422 naming the field that is wrong. */
function limitsOf(body: { min_stake: string; max_stake: string; max_payout: string }, currency: Currency): StakeLimits {
  const amount = (field: string, value: string) => {
    try {
      const minor = toMinor(value, currency);
      if (minor > 0n) return minor;
    } catch {}
    throw new ValidationError({ [field]: [`amount_invalid: Enter a positive amount in ${currency}`] });
  };
  const limits = {
    minStakeMinor: amount('min_stake', body.min_stake),
    maxStakeMinor: amount('max_stake', body.max_stake),
    maxPayoutMinor: amount('max_payout', body.max_payout),
  };
  if (limits.maxStakeMinor < limits.minStakeMinor) {
    throw new ValidationError({ max_stake: ['limits_invalid: The maximum is below the minimum'] });
  }
  return limits;
}

const limitsView = (row: StakeLimits & { currency: string }) => {
  const currency = row.currency as Currency;
  return {
    currency,
    min_stake: fromMinor(row.minStakeMinor, currency),
    max_stake: fromMinor(row.maxStakeMinor, currency),
    max_payout: fromMinor(row.maxPayoutMinor, currency),
  };
};

/** The operator's side: margins, limits (per kind and per market), and a corrected result (resettling its bets). */
export function sportsOperatorRoutes(db: Db, settlement: ReturnType<typeof createSettlement>): FastifyPluginAsyncZod {
  const catalogue = createCatalogue(db);
  async function settings() {
    const margins = await db.select().from(sportsMargins).orderBy(sportsMargins.scope);
    const limits = await listLimits(db);
    return {
      data: {
        margins: margins.map((m) => ({ scope: m.scope, margin_bp: m.marginBp })),
        limits: limits.map((l) => ({ ...limitsView(l), market_kind: l.marketKind as MarketKind | '*' })),
      },
    };
  }
  const ofMarket = async (marketId: number) => ({
    data: { market_id: marketId, limits: (await marketLimits(db, [marketId])).map(limitsView) },
  });
  return async (app) => {
    route(app, SPORTS_API.operatorSettings, {}, settings);
    route(app, SPORTS_API.operatorMargin, {}, async (request) => {
      const { scope, margin_bp } = request.body;
      const audit = auditWrite(requireOperator(request), {
        action: 'sports.margin',
        target: `sports_margin:${scope}`,
        before: async (tx) =>
          (await tx.select().from(sportsMargins).where(eq(sportsMargins.scope, scope)))[0]?.marginBp ?? null,
        after: { margin_bp },
      });
      await setMargin(db, scope, margin_bp, audit);
      return settings();
    });
    route(app, SPORTS_API.operatorLimits, {}, async (request) => {
      const { currency, market_kind } = request.body;
      const limits = limitsOf(request.body, currency);
      const audit = auditWrite(requireOperator(request), {
        action: 'sports.limits',
        target: `sports_limits:${currency}:${market_kind}`,
        before: async (tx) => {
          const [row] = await tx
            .select()
            .from(sportsLimits)
            .where(and(eq(sportsLimits.currency, currency), eq(sportsLimits.marketKind, market_kind)));
          return row ? limitsView(row) : null;
        },
        after: limitsView({ currency, ...limits }),
      });
      await setLimits(db, currency, market_kind, limits, audit);
      return settings();
    });
    const marketAudit = (request: FastifyRequest, marketId: number, currency: Currency, after: unknown) =>
      auditWrite(requireOperator(request), {
        action: 'sports.market_limits',
        target: `sports_market:${marketId}`,
        before: async (tx) => {
          const row = (await marketLimits(tx, [marketId])).find((l) => l.currency === currency);
          return row ? limitsView(row) : null;
        },
        after,
      });
    route(app, SPORTS_API.operatorMarketLimits, {}, async (request) => {
      const marketId = request.params.id;
      const { currency } = request.body;
      const limits = limitsOf(request.body, currency);
      const after = limitsView({ currency, ...limits });
      await setMarketLimits(db, marketId, currency, limits, marketAudit(request, marketId, currency, after));
      return ofMarket(marketId);
    });
    route(app, SPORTS_API.operatorDeleteMarketLimits, {}, async (request) => {
      const marketId = request.params.id;
      const { currency } = request.query;
      await setMarketLimits(db, marketId, currency, null, marketAudit(request, marketId, currency, null));
      return ofMarket(marketId);
    });
    route(app, SPORTS_API.operatorEvent, {}, async (request) => {
      const { event, markets } = await catalogue.event(request.params.id);
      const [stored] = await db
        .select({ result: sportsEvents.result })
        .from(sportsEvents)
        .where(eq(sportsEvents.id, event.id));
      const margins = await readMargins(db);
      const limits = await marketLimits(
        db,
        markets.map((market) => market.id),
      );
      return {
        data: {
          event,
          result: stored?.result ?? null,
          markets: markets.map((market) => {
            const odds = market.selections.map((s) => (s.odds === null ? null : parseOdds(s.odds)));
            const priced = odds.every((o) => o !== null) ? (odds as number[]) : null;
            return {
              ...market,
              margin_bp: margins.market(market.kind),
              overround_bp: priced ? overroundBp(priced) : null,
              limits: limits.filter((row) => row.marketId === market.id).map(limitsView),
            };
          }),
        },
      };
    });
    route(app, SPORTS_API.operatorResult, {}, async (request) => {
      const eventId = request.params.id;
      const result = request.body.result as EventResult;
      const { event, markets } = await catalogue.event(eventId);
      const competitors = markets.filter((m) => m.kind === 'outright').flatMap((m) => m.selections.map((s) => s.key));
      const misfit = resultErrors(event.kind, competitors, result);
      if (misfit) throw new ValidationError(misfit);
      const audit = auditWrite(requireOperator(request), {
        action: 'sports.result',
        target: `sports_event:${eventId}`,
        before: async (tx) =>
          (await tx.select({ result: sportsEvents.result }).from(sportsEvents).where(eq(sportsEvents.id, eventId)))[0]
            ?.result ?? null,
        after: result,
      });
      const { changed, resultVersion } = await applyResult(db, eventId, result, audit);
      const { moved, refused } = await settlement.settleEvents([eventId]);
      return { data: { changed, result_version: resultVersion, bets_resettled: moved, bets_refused: refused } };
    });
  };
}
