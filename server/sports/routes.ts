import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPORTS_API } from '../../contract/api/sports';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import type { EventResult, MarketKind } from '../../contract/sports/markets';
import { overroundBp, parseOdds } from '../../contract/sports/odds';
import { requireAuth } from '../auth/authenticate';
import { sportsBets, sportsEvents, sportsLimits, sportsMargins } from '../db/schema';
import type { Db } from '../db/types';
import { ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { WalletService } from '../wallet/service';
import { createCashOut } from './bets/cash-out';
import { legsOf } from './bets/legs';
import { createBetPlacement } from './bets/place';
import type { createSettlement } from './bets/settle';
import { betView } from './bets/views';
import { createCatalogue } from './book/catalogue';
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

interface SportsRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
}

const placed = (result: { bet: ReturnType<typeof betView>; balanceMinor: bigint; currency: Currency }) => ({
  data: { bet: result.bet, balance: fromMinor(result.balanceMinor, result.currency) },
});

/** The sportsbook's player API (contract/api/sports.ts). */
export const sportsRoutes: FastifyPluginAsyncZod<SportsRoutesOptions> = async (app, { db, wallet, authenticate }) => {
  const catalogue = createCatalogue(db);
  const placeBet = createBetPlacement(db, wallet);
  const cashOut = createCashOut(db, wallet);
  const signedIn = { preHandler: authenticate };

  route(app, SPORTS_API.tree, {}, async () => ({ data: await catalogue.tree() }));
  route(app, SPORTS_API.events, {}, async (request) => ({ data: await catalogue.events(request.query) }));
  route(app, SPORTS_API.event, {}, async (request) => ({ data: await catalogue.event(request.params.id) }));

  route(app, SPORTS_API.placeBet, signedIn, async (request) =>
    placed(await placeBet(requireAuth(request).userId, request.headers['idempotency-key'], request.body)),
  );

  route(app, SPORTS_API.myBets, signedIn, async (request) => {
    const { status, page, per_page } = request.query;
    const userId = requireAuth(request).userId;
    const statuses = status === 'open' ? ['open'] : ['settled', 'cashed_out'];
    const rows = await db
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.userId, userId), inArray(sportsBets.status, statuses)))
      .orderBy(desc(sportsBets.id))
      .limit(per_page + 1)
      .offset((page - 1) * per_page);
    const items = rows.slice(0, per_page);
    const legs = await legsOf(
      db,
      items.map((bet) => bet.id),
    );
    return {
      data: {
        items: items.map((bet) => betView(bet, legs.get(bet.id) ?? [])),
        page,
        per_page,
        has_more: rows.length > per_page,
      },
    };
  });

  route(app, SPORTS_API.cashOutQuote, signedIn, async (request) => ({
    data: await cashOut.quote(requireAuth(request).userId, request.params.id),
  }));
  route(app, SPORTS_API.cashOut, signedIn, async (request) =>
    placed(
      await cashOut.cashOut(
        requireAuth(request).userId,
        request.params.id,
        request.headers['idempotency-key'],
        request.body.amount,
      ),
    ),
  );
};

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
      const margins = await readMargins(db);
      const limits = await marketLimits(
        db,
        markets.map((market) => market.id),
      );
      return {
        data: {
          event,
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
