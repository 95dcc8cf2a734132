import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WALLET_API } from '../../contract/api/wallet';
import { fromMinor, toMinor } from '../../contract/money';
import { type AdjustmentRequests, adjustmentPosting, approvalThreshold } from '../backoffice/adjustments';
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
  /** Adjustments above the threshold wait for a second operator (server/backoffice/adjustments.ts). */
  adjustments: AdjustmentRequests;
  /** ADJUST_APPROVAL_THRESHOLD, whole roubles (scaled per currency). */
  approvalThresholdRub: number;
  /** More operator routes from other domains (billing: payouts, methods), registered behind the same auth. */
  extra?: FastifyPluginAsyncZod[];
}

/** The operator API: actions the spec does not show, behind the operator authentication and each endpoint's roles. */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  const { db, wallet } = opts;
  app.addHook('onRequest', opts.operatorAuth);

  route(app, WALLET_API.operatorAdjust, {}, async (request, reply) => {
    const body = request.body;
    const who = requireOperator(request);
    const currency = await userCurrency(db, body.user_id).catch((error: unknown) => {
      // Only "no such row" is the operator's mistake; a database error stays one (a 503 the operator retries).
      if (error instanceof HttpError && error.statusCode === 401) {
        throw new ValidationError({ user_id: ['user_unknown: No such player'] });
      }
      throw error;
    });
    const signed = toMinor(body.amount, currency);
    if (signed === 0n) throw new ValidationError({ amount: ['amount_zero: The amount cannot be zero'] });
    const key = request.headers['idempotency-key'];
    const adjustment = { userId: body.user_id, currency, account: body.account, signed, reason: body.reason };
    const threshold = approvalThreshold(opts.approvalThresholdRub, currency);
    if ((signed < 0n ? -signed : signed) > threshold) {
      // Above the threshold: a second operator approves it (server/backoffice/adjustments.ts); nothing moves now.
      const pending = await opts.adjustments.request({ ...adjustment, requestKey: key }, who);
      reply.code(202);
      return { data: { pending: true as const, request: pending, threshold: fromMinor(threshold, currency) } };
    }
    const posting = adjustmentPosting(wallet, { ...adjustment, key: `operator:${key}` });
    const result = await audited(
      db,
      who,
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
