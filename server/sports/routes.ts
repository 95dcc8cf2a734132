import { and, desc, eq, inArray } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPORTS_API } from '../../contract/api/sports';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import type { EventResult, MarketKind } from '../../contract/sports/markets';
import { overroundBp, parseOdds } from '../../contract/sports/odds';
import { requireAuth } from '../auth/authenticate';
import type { BonusService } from '../bonus/service';
import { sportsBets, sportsMargins } from '../db/schema';
import type { Db } from '../db/types';
import { ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import type { WalletService } from '../wallet/service';
import { createCashOut } from './bets/cash-out';
import { legsOf } from './bets/legs';
import { createBetPlacement } from './bets/place';
import type { createSettlement } from './bets/settle';
import { betView } from './bets/views';
import { createCatalogue } from './book/catalogue';
import { applyResult } from './book/results';
import { listLimits, readMargins, setLimits, setMargin } from './book/settings';

interface SportsRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
  /** The bonus engine: a bet's max bet and wagering while a bonus is active. */
  bonus?: Pick<BonusService, 'stake' | 'wagered'>;
}

const placed = (result: { bet: ReturnType<typeof betView>; balanceMinor: bigint; currency: Currency }) => ({
  data: { bet: result.bet, balance: fromMinor(result.balanceMinor, result.currency) },
});

/** The sportsbook's player API (contract/api/sports.ts). */
export const sportsRoutes: FastifyPluginAsyncZod<SportsRoutesOptions> = async (
  app,
  { db, wallet, authenticate, bonus },
) => {
  const catalogue = createCatalogue(db);
  const placeBet = createBetPlacement(db, wallet, bonus);
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

/** The operator's side: margins, limits, and a corrected result (resettling its bets). */
export function sportsOperatorRoutes(db: Db, settlement: ReturnType<typeof createSettlement>): FastifyPluginAsyncZod {
  const catalogue = createCatalogue(db);
  async function settings() {
    const margins = await db.select().from(sportsMargins).orderBy(sportsMargins.scope);
    const limits = await listLimits(db);
    return {
      data: {
        margins: margins.map((m) => ({ scope: m.scope, margin_bp: m.marginBp })),
        limits: limits.map((l) => {
          const currency = l.currency as Currency;
          return {
            currency,
            market_kind: l.marketKind as MarketKind | '*',
            min_stake: fromMinor(l.minStakeMinor, currency),
            max_stake: fromMinor(l.maxStakeMinor, currency),
            max_payout: fromMinor(l.maxPayoutMinor, currency),
          };
        }),
      },
    };
  }
  return async (app) => {
    route(app, SPORTS_API.operatorSettings, {}, settings);
    route(app, SPORTS_API.operatorMargin, {}, async (request) => {
      await setMargin(db, request.body.scope, request.body.margin_bp);
      return settings();
    });
    route(app, SPORTS_API.operatorLimits, {}, async (request) => {
      const { currency, market_kind, min_stake, max_stake, max_payout } = request.body;
      const amount = (field: string, value: string) => {
        try {
          const minor = toMinor(value, currency);
          if (minor > 0n) return minor;
        } catch {}
        throw new ValidationError({ [field]: [`amount_invalid: Enter a positive amount in ${currency}`] });
      };
      const limits = {
        minStakeMinor: amount('min_stake', min_stake),
        maxStakeMinor: amount('max_stake', max_stake),
        maxPayoutMinor: amount('max_payout', max_payout),
      };
      if (limits.maxStakeMinor < limits.minStakeMinor) {
        throw new ValidationError({ max_stake: ['limits_invalid: The maximum is below the minimum'] });
      }
      await setLimits(db, currency, market_kind, limits);
      return settings();
    });
    route(app, SPORTS_API.operatorEvent, {}, async (request) => {
      const { event, markets } = await catalogue.event(request.params.id);
      const margins = await readMargins(db);
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
            };
          }),
        },
      };
    });
    route(app, SPORTS_API.operatorResult, {}, async (request) => {
      const eventId = request.params.id;
      const { changed, resultVersion } = await applyResult(db, eventId, request.body.result as EventResult);
      const { moved, refused } = await settlement.settleEvents([eventId]);
      return { data: { changed, result_version: resultVersion, bets_resettled: moved, bets_refused: refused } };
    });
  };
}
