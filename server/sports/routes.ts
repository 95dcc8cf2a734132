import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPORTS_API } from '../../contract/api/sports';
import { type Currency, fromMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import type { BonusService } from '../bonus/service';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import type { FeedPublisher } from '../realtime/feed';
import type { WalletService } from '../wallet/service';
import { createCashOut } from './bets/cash-out';
import { myBetsPage } from './bets/mine';
import { createBetPlacement } from './bets/place';
import type { betView } from './bets/views';
import { createCatalogue } from './book/catalogue';

interface SportsRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
  /** The bonus engine: a bet's max bet, split and wagering while a bonus is active; a cash-out's bonus share. */
  bonus?: Pick<BonusService, 'stake' | 'wagered' | 'sharePostings'>;
  /** The live bets feed: a cash-out ends a bet. */
  feed?: FeedPublisher;
}

const placed = (result: { bet: ReturnType<typeof betView>; balanceMinor: bigint; currency: Currency }) => ({
  data: { bet: result.bet, balance: fromMinor(result.balanceMinor, result.currency) },
});

/** The sportsbook's player API (contract/api/sports.ts). */
export const sportsRoutes: FastifyPluginAsyncZod<SportsRoutesOptions> = async (
  app,
  { db, wallet, authenticate, bonus, feed },
) => {
  const catalogue = createCatalogue(db);
  const placeBet = createBetPlacement(db, wallet, bonus);
  const cashOut = createCashOut(db, wallet, feed, bonus);
  const signedIn = { preHandler: authenticate };

  route(app, SPORTS_API.tree, {}, async () => ({ data: await catalogue.tree() }));
  route(app, SPORTS_API.events, {}, async (request) => ({ data: await catalogue.events(request.query) }));
  route(app, SPORTS_API.event, {}, async (request) => ({ data: await catalogue.event(request.params.id) }));

  route(app, SPORTS_API.placeBet, signedIn, async (request) =>
    placed(await placeBet(requireAuth(request).userId, request.headers['idempotency-key'], request.body)),
  );

  route(app, SPORTS_API.myBets, signedIn, async (request) => ({
    data: await myBetsPage(db, requireAuth(request).userId, request.query),
  }));

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
