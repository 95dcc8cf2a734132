import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WALLET_API } from '../../contract/api/wallet';
import { fromMinor, toMinor } from '../../contract/money';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { userCurrency } from '../wallet/currency';
import { listDebts } from '../wallet/debt';
import { checkLedger } from '../wallet/reconcile';
import { InsufficientFunds, LedgerRejected, type WalletService } from '../wallet/service';
import { balanceData } from '../wallet/views';
import { audited } from './audit';
import { requireOperator } from './principal';

interface OperatorRoutesOptions {
  db: Db;
  wallet: WalletService;
  /** The operator API's authentication (authenticate.ts). */
  operatorAuth: onRequestAsyncHookHandler;
  /** More operator routes from other domains (billing: payouts, methods), registered behind the same auth. */
  extra?: FastifyPluginAsyncZod[];
}

/** The operator API: actions the spec does not show, behind the operator authentication and each endpoint's roles. */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  const { db, wallet } = opts;
  app.addHook('onRequest', opts.operatorAuth);

  route(app, WALLET_API.operatorAdjust, {}, async (request) => {
    const body = request.body;
    const currency = await userCurrency(db, body.user_id).catch((error: unknown) => {
      // Only "no such row" is the operator's mistake; a database error stays one (a 503 the operator retries).
      if (error instanceof HttpError && error.statusCode === 401) {
        throw new ValidationError({ user_id: ['user_unknown: No such player'] });
      }
      throw error;
    });
    const signed = toMinor(body.amount, currency);
    if (signed === 0n) throw new ValidationError({ amount: ['amount_zero: The amount cannot be zero'] });
    const cash = body.account === 'cash';
    const base = {
      userId: body.user_id,
      currency,
      amountMinor: signed < 0n ? -signed : signed,
      kind: cash ? ('adjustment' as const) : signed > 0n ? ('bonus_grant' as const) : ('bonus_forfeit' as const),
      idempotencyKey: `operator:${request.headers['idempotency-key']}`,
      reference: `operator:${body.reason.slice(0, 200)}`,
      account: body.account,
      counterparty: cash ? ('adjustments' as const) : ('bonus_pool' as const),
    };
    const posting = signed > 0n ? wallet.creditPosting(base) : wallet.debitPosting(base);
    const result = await audited(
      db,
      requireOperator(request),
      (tx) => wallet.post([posting], tx),
      (posted) =>
        posted.txs[0]?.replayed
          ? null
          : {
              action: 'wallet.adjust',
              target: `user:${body.user_id}`,
              after: {
                account: body.account,
                amount: body.amount,
                currency,
                reason: body.reason,
                tx_id: posted.txs[0]?.txId,
              },
            },
    ).catch(async (error: unknown) => {
      const cause = error instanceof LedgerRejected ? await wallet.explain([posting], error.dbError) : error;
      if (cause instanceof InsufficientFunds) {
        throw new ValidationError({ amount: [`insufficient_funds: ${cause.message}`] });
      }
      throw cause;
    });
    const tx = result.txs[0];
    return {
      data: {
        tx_id: tx?.txId ?? 0,
        replayed: tx?.replayed ?? false,
        balance: balanceData(await wallet.balances(body.user_id, currency), currency),
      },
    };
  });

  route(app, WALLET_API.operatorDebts, {}, async () => ({
    data: {
      items: (await listDebts(db)).map((row) => ({
        user_id: row.userId,
        currency: row.currency,
        debt: fromMinor(row.owed, row.currency),
      })),
    },
  }));

  route(app, WALLET_API.operatorLedgerCheck, {}, async () => ({
    data: await checkLedger(db),
  }));

  for (const plugin of opts.extra ?? []) await app.register(plugin);
};
