import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LedgerKind, WALLET_API } from '../../contract/api/wallet';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { userCurrency } from './currency';
import { listHistory } from './repository';
import type { WalletService } from './service';
import { balanceData } from './views';

interface WalletRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
  /** The bonus engine: a balance read first expires the player's due bonus (server/bonus). */
  bonus?: { expireDue(userId: number): Promise<void> };
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { db, wallet, authenticate, bonus },
) => {
  route(app, WALLET_API.balance, { preHandler: authenticate }, async (request) => {
    const userId = requireAuth(request).userId;
    await bonus?.expireDue(userId);
    const currency = await userCurrency(db, userId);
    return { data: balanceData(await wallet.balances(userId, currency), currency) };
  });

  route(app, WALLET_API.history, { preHandler: authenticate }, async (request) => {
    const userId = requireAuth(request).userId;
    const { kind, page, per_page } = request.query;
    const rows = await listHistory(db, userId, kind, per_page + 1, (page - 1) * per_page);
    const items = rows.slice(0, per_page).map((row) => {
      const currency: Currency = isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
      return {
        id: row.id,
        kind: row.kind as LedgerKind,
        currency,
        balance_change: fromMinor(row.cash, currency),
        bonus_balance_change: fromMinor(row.bonus, currency),
        bonus_change: fromMinor(row.bonusPending, currency),
        hold_change: fromMinor(row.hold, currency),
        reference: row.reference,
        created_at: row.createdAt.toISOString(),
      };
    });
    return { data: { items, page, per_page, has_more: rows.length > per_page } };
  });
};
