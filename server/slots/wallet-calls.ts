import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { BetCall, RollbackCall, WalletAnswer, WalletStatus, WinCall } from '../../contract/api/slots';
import type { Currency } from '../../contract/money';
import { type BonusService, keptSplit } from '../bonus/service';
import {
  type ProviderRoundRow,
  type ProviderSessionRow,
  type ProviderTransactionRow,
  providerRounds,
  providerSessions,
  providerTransactions,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { StakeGuard } from '../safer-gambling/stake-guard';
import { InsufficientFunds, LedgerRejected, type WalletService } from '../wallet/service';

/** A refusal in the provider's vocabulary (and why, `code: text`): nothing was written, so a retry is judged again. */
class Refused extends Error {
  constructor(
    readonly status: WalletStatus,
    readonly reason?: string,
  ) {
    super(status);
  }
}

/** The first message of a service's refusal: a 422's errors map, or a 403's code and text. */
function reasonOf(error: ValidationError | HttpError): string {
  if (error instanceof HttpError) return `${error.code}: ${error.message}`;
  return Object.values(error.errors).flat()[0] ?? 'bet_refused: The casino refused the bet';
}

/** What identifies a call's content: its fields but the session (a provider may resend under a refreshed token). */
function fingerprint(kind: string, body: Record<string, unknown>): string {
  const { session: _session, ...rest } = body;
  const keys = Object.keys(rest).sort();
  return createHash('sha256')
    .update(JSON.stringify([kind, keys.map((k) => [k, rest[k]])]))
    .digest('hex');
}

const ledgerKey = (provider: string, txId: string) => `slots:${provider}:tx:${txId}`;
const roundReference = (round: ProviderRoundRow) => `slot_round:${round.id}`;
/** A bet's wagering step (one per bet call, so its rollback takes back that bet's step and no other). */
const betReference = (bet: ProviderTransactionRow) => `slot_bet:${bet.id}`;

/**
 * The casino's side of the seamless wallet (contract/api/slots.ts): balance, bet, win and rollback of a provider,
 * each in one transaction with its ledger posting. Every call of a round locks the round's row first (a bet and a
 * rollback of one round queue there); a transaction id is unique per provider, its first answer kept and replayed.
 */
export function createWalletCalls({
  db,
  wallet,
  stakeGuard,
  bonus,
  now = () => new Date(),
}: {
  db: Db;
  wallet: WalletService;
  stakeGuard: StakeGuard;
  bonus: BonusService;
  now?: () => Date;
}) {
  async function sessionOf(runner: Db | Tx, provider: string, token: string): Promise<ProviderSessionRow | null> {
    const [row] = await runner
      .select()
      .from(providerSessions)
      .where(and(eq(providerSessions.token, token), eq(providerSessions.provider, provider)));
    return row ?? null;
  }

  /** OK with the player's cash, and the bonus balance when there is one. */
  async function cashAnswer(
    runner: Db | Tx,
    userId: number,
    currency: Currency,
    extra: Partial<WalletAnswer> = {},
  ): Promise<WalletAnswer> {
    const { cash, bonus: bonusMinor } = await wallet.balances(userId, currency, runner);
    const bonusBalance = bonusMinor > 0n ? { bonus_balance: bonusMinor.toString() } : {};
    return { status: 'OK', balance: cash.toString(), currency, ...bonusBalance, ...extra };
  }

  /** The earlier answer to this transaction id, or DUPLICATE when the id came with another content. */
  async function replay(provider: string, txId: string, hash: string): Promise<WalletAnswer | null> {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.txId, txId)));
    if (!row) return null;
    return row.requestHash === hash ? (row.response as WalletAnswer) : { status: 'DUPLICATE' };
  }

  /** The round's row, created by its first call and locked until the call commits. */
  async function lockRound(tx: Tx, provider: string, roundId: string, session: ProviderSessionRow, gameId: string) {
    const [round] = await tx
      .insert(providerRounds)
      .values({ provider, roundId, userId: session.userId, gameId, currency: session.currency })
      .onConflictDoUpdate({
        target: [providerRounds.provider, providerRounds.roundId],
        set: { updatedAt: sql`now()` },
      })
      .returning();
    if (!round || round.userId !== session.userId) throw new Refused('UNKNOWN_ROUND');
    return round;
  }

  async function record(
    tx: Tx,
    row: Omit<typeof providerTransactions.$inferInsert, 'response'>,
  ): Promise<ProviderTransactionRow | null> {
    const [written] = await tx
      .insert(providerTransactions)
      .values({ ...row, response: {} })
      .onConflictDoNothing()
      .returning();
    return written ?? null;
  }

  async function answer(tx: Tx, row: ProviderTransactionRow, response: WalletAnswer): Promise<WalletAnswer> {
    await tx.update(providerTransactions).set({ response }).where(eq(providerTransactions.id, row.id));
    return response;
  }

  /**
   * Runs a call: a replay answers its first answer; else `write` in a transaction. A refusal answers its status and
   * writes nothing; a concurrent call with the same id (its insert found the row) answers what that one answered.
   */
  async function run(
    provider: string,
    txId: string,
    hash: string,
    write: (tx: Tx) => Promise<WalletAnswer | 'concurrent'>,
  ): Promise<WalletAnswer> {
    const earlier = await replay(provider, txId, hash);
    if (earlier) return earlier;
    try {
      const result = await db.transaction(write);
      if (result !== 'concurrent') return result;
      return (await replay(provider, txId, hash)) ?? { status: 'DUPLICATE' };
    } catch (error) {
      if (error instanceof Refused) {
        return error.reason ? { status: error.status, reason: error.reason } : { status: error.status };
      }
      if (error instanceof LedgerRejected) {
        const why = await wallet.explain(error.postings, error.dbError);
        if (why instanceof InsufficientFunds) return { status: 'INSUFFICIENT_FUNDS' };
        throw why;
      }
      // A stake the safer-gambling limits or the bonus's max bet refuse, or a free spin its campaign: with why.
      if (error instanceof ValidationError || (error instanceof HttpError && error.statusCode === 403)) {
        return { status: 'BET_REFUSED', reason: reasonOf(error) };
      }
      throw error;
    }
  }

  /** Adds the cash balance to a refusal when the player is known (providers show it). */
  async function withBalance(answer: WalletAnswer, session: ProviderSessionRow | null): Promise<WalletAnswer> {
    if (answer.status === 'OK' || !session || answer.balance !== undefined) return answer;
    const { cash } = await wallet.balances(session.userId, session.currency as Currency);
    return { ...answer, balance: cash.toString(), currency: session.currency as Currency };
  }

  /**
   * A free spin's bet (in its transaction, after its row): one spin of the player's campaign for this game, through
   * the bonus engine's free-bet path (refused with why: not the player's, cancelled, expired, spent, another game's).
   * No money moves and nothing is wagered: the stake is the campaign's; the round remembers it for the win.
   */
  async function spendFreeSpin(
    tx: Tx,
    session: ProviderSessionRow,
    round: ProviderRoundRow,
    call: BetCall,
    row: ProviderTransactionRow,
  ): Promise<WalletAnswer> {
    const campaignId = /^[1-9]\d{0,14}$/.test(call.free_spins_id ?? '') ? Number(call.free_spins_id) : null;
    if (campaignId === null) {
      throw new Refused('BET_REFUSED', 'free_bet_unavailable: No such free-spins campaign');
    }
    const currency = session.currency as Currency;
    const spin = await bonus.spendFreeBet(tx, {
      userId: session.userId,
      campaignId,
      game: call.game_id,
      currency,
      stake: null,
    });
    await bonus.freeBetPlayed(tx, spin, 0n, roundReference(round));
    await tx.update(providerRounds).set({ freeSpinsGrantId: campaignId }).where(eq(providerRounds.id, round.id));
    return cashAnswer(tx, session.userId, currency, {
      casino_transaction_id: String(row.id),
      free_spin_value: (spin.campaign.spinValueMinor ?? 0n).toString(),
    });
  }

  return {
    async balance(provider: string, token: string): Promise<WalletAnswer> {
      const session = await sessionOf(db, provider, token);
      if (!session) return { status: 'UNKNOWN_SESSION' };
      if (session.expiresAt.getTime() <= now().getTime()) return { status: 'SESSION_EXPIRED' };
      const currency = session.currency as Currency;
      const campaigns = await bonus.usableFreeSpins(db, session.userId, session.gameId, currency);
      return cashAnswer(db, session.userId, currency, {
        free_spins: campaigns.map((c) => ({
          id: String(c.id),
          spins_left: c.spinsLeft ?? 0,
          value: (c.value ?? 0n).toString(),
        })),
      });
    },

    async bet(provider: string, call: BetCall): Promise<WalletAnswer> {
      const session = await sessionOf(db, provider, call.session);
      const amount = BigInt(call.amount);
      const freeSpin = call.free_spins_id !== undefined;
      // A time-out or self-exclusion refuses the stake before anything is written.
      const blocked = session
        ? await stakeGuard.screen(session.userId).then(
            () => null,
            (error: unknown) => error,
          )
        : null;
      const result = await run(provider, call.transaction_id, fingerprint('bet', call), async (tx) => {
        if (blocked) {
          const why =
            blocked instanceof HttpError || blocked instanceof ValidationError ? reasonOf(blocked) : undefined;
          throw new Refused('BET_REFUSED', why);
        }
        if (!session) throw new Refused('UNKNOWN_SESSION');
        if (session.expiresAt.getTime() <= now().getTime()) throw new Refused('SESSION_EXPIRED');
        if (call.currency !== session.currency) throw new Refused('WRONG_CURRENCY');
        if (freeSpin && amount !== 0n) {
          throw new Refused('BET_REFUSED', 'free_spin_amount: A free spin stakes no money: its amount is 0');
        }
        const currency = session.currency as Currency;
        const round = await lockRound(tx, provider, call.round_id, session, call.game_id);
        // A rollback of this transaction came first: it stays undone.
        const [tombstone] = await tx
          .select({ id: providerTransactions.id })
          .from(providerTransactions)
          .where(
            and(eq(providerTransactions.provider, provider), eq(providerTransactions.refTxId, call.transaction_id)),
          );
        if (tombstone) throw new Refused('TRANSACTION_ROLLED_BACK');
        if (round.wonMinor > 0n) throw new Refused('ROUND_CLOSED');
        const row = await record(tx, {
          provider,
          txId: call.transaction_id,
          kind: 'bet',
          roundId: call.round_id,
          userId: session.userId,
          amountMinor: amount,
          outcome: 'ok',
          requestHash: fingerprint('bet', call),
        });
        if (!row) return 'concurrent';
        // A free spin is a round of its own: one bet, whose win is the campaign's.
        if (round.freeSpinsGrantId !== null || (freeSpin && round.stakedMinor > 0n)) {
          throw new Refused('BET_REFUSED', 'free_spin_round: A free spin is the only bet of its round');
        }
        if (freeSpin) return answer(tx, row, await spendFreeSpin(tx, session, round, call, row));
        await stakeGuard.hold(tx, session.userId, currency, amount);
        // Real money first, then bonus money (rule 1); the bet and its round keep the split for the wins and rollbacks.
        const active = await bonus.stake(tx, {
          userId: session.userId,
          currency,
          stake: amount,
          category: 'slot',
        });
        const split = keptSplit(amount, active);
        let balance: bigint | undefined;
        if (amount > 0n) {
          const money = await wallet.post(
            [
              wallet.stakePosting({
                userId: session.userId,
                currency,
                cash: amount - split.bonusMinor,
                bonus: split.bonusMinor,
                kind: 'bet',
                idempotencyKey: ledgerKey(provider, call.transaction_id),
                reference: roundReference(round),
              }),
            ],
            tx,
          );
          balance = money.balances.get(`${session.userId}:cash`);
        }
        if (active) await bonus.wagered(tx, active, betReference(row));
        if (split.bonusMinor > 0n) {
          await tx
            .update(providerTransactions)
            .set({ stakeBonusMinor: split.bonusMinor, bonusGrantId: split.grantId })
            .where(eq(providerTransactions.id, row.id));
        }
        await tx
          .update(providerRounds)
          .set({
            stakedMinor: sql`${providerRounds.stakedMinor} + ${amount}`,
            stakeBonusMinor: sql`${providerRounds.stakeBonusMinor} + ${split.bonusMinor}`,
            bonusGrantId: split.grantId ?? round.bonusGrantId,
          })
          .where(eq(providerRounds.id, round.id));
        const response =
          balance === undefined || active
            ? await cashAnswer(tx, session.userId, currency)
            : { status: 'OK' as const, balance: balance.toString(), currency };
        return answer(tx, row, { ...response, casino_transaction_id: String(row.id) });
      });
      return withBalance(result, session);
    },

    async win(provider: string, call: WinCall): Promise<WalletAnswer> {
      const session = await sessionOf(db, provider, call.session);
      const amount = BigInt(call.amount);
      const result = await run(provider, call.transaction_id, fingerprint('win', call), async (tx) => {
        const [round] = await tx
          .select()
          .from(providerRounds)
          .where(and(eq(providerRounds.provider, provider), eq(providerRounds.roundId, call.round_id)))
          .for('update');
        if (!round || (session && round.userId !== session.userId)) throw new Refused('UNKNOWN_ROUND');
        if (call.currency !== round.currency) throw new Refused('WRONG_CURRENCY');
        // A round whose every bet was rolled back (or never arrived) has nothing to pay.
        const [bet] = await tx
          .select({ id: providerTransactions.id })
          .from(providerTransactions)
          .where(
            and(
              eq(providerTransactions.provider, provider),
              eq(providerTransactions.roundId, call.round_id),
              eq(providerTransactions.kind, 'bet'),
              eq(providerTransactions.outcome, 'ok'),
            ),
          )
          .limit(1);
        if (!bet) throw new Refused('UNKNOWN_ROUND');
        const row = await record(tx, {
          provider,
          txId: call.transaction_id,
          kind: 'win',
          roundId: call.round_id,
          userId: round.userId,
          amountMinor: amount,
          outcome: 'ok',
          requestHash: fingerprint('win', call),
        });
        if (!row) return 'concurrent';
        const currency = round.currency as Currency;
        if (round.freeSpinsGrantId !== null) {
          // A free spin's win is bonus money under its campaign's wagering, never cash (a losing spin's 0: nothing).
          if (amount > 0n) {
            await bonus.freeSpinWon(tx, round.freeSpinsGrantId, amount, ledgerKey(provider, call.transaction_id));
          }
        } else if (amount > 0n && round.stakeBonusMinor > 0n) {
          // Stakes with bonus money in them: the round's wins so far and this one split by rule 8 (server/bonus).
          await bonus.payShare(tx, {
            userId: round.userId,
            currency,
            split: {
              stake: round.stakedMinor - round.refundedMinor,
              bonusMinor: round.stakeBonusMinor,
              grantId: round.bonusGrantId,
            },
            amount: round.wonMinor + amount,
            paid: round.wonMinor,
            kind: 'win',
            idempotencyKey: ledgerKey(provider, call.transaction_id),
            reference: roundReference(round),
          });
        } else if (amount > 0n) {
          await wallet.post(
            [
              wallet.creditPosting({
                userId: round.userId,
                currency,
                amountMinor: amount,
                kind: 'win',
                idempotencyKey: ledgerKey(provider, call.transaction_id),
                reference: roundReference(round),
              }),
            ],
            tx,
          );
        }
        await tx
          .update(providerRounds)
          .set({
            wonMinor: sql`${providerRounds.wonMinor} + ${amount}`,
            endedAt: sql`coalesce(${providerRounds.endedAt}, now())`,
          })
          .where(eq(providerRounds.id, round.id));
        const response = await cashAnswer(tx, round.userId, currency, { casino_transaction_id: String(row.id) });
        return answer(tx, row, response);
      });
      return withBalance(result, session);
    },

    async rollback(provider: string, call: RollbackCall): Promise<WalletAnswer> {
      const session = await sessionOf(db, provider, call.session);
      const result = await run(provider, call.transaction_id, fingerprint('rollback', call), async (tx) => {
        if (!session) throw new Refused('UNKNOWN_SESSION');
        const [known] = await tx
          .select({ gameId: providerRounds.gameId })
          .from(providerRounds)
          .where(and(eq(providerRounds.provider, provider), eq(providerRounds.roundId, call.round_id)));
        const round = await lockRound(tx, provider, call.round_id, session, known?.gameId ?? session.gameId);
        const [target] = await tx
          .select()
          .from(providerTransactions)
          .where(
            and(
              eq(providerTransactions.provider, provider),
              eq(providerTransactions.txId, call.reference_transaction_id),
            ),
          )
          .for('update');
        const base = {
          provider,
          txId: call.transaction_id,
          kind: 'rollback',
          roundId: call.round_id,
          userId: session.userId,
          refTxId: call.reference_transaction_id,
          requestHash: fingerprint('rollback', call),
        };
        const currency = session.currency as Currency;
        if (!target) {
          // Never received: remember it, so the bet arriving later is refused.
          const row = await record(tx, { ...base, amountMinor: 0n, outcome: 'tombstone' });
          if (!row) return 'concurrent';
          return answer(
            tx,
            row,
            await cashAnswer(tx, session.userId, currency, { casino_transaction_id: String(row.id) }),
          );
        }
        if (target.kind !== 'bet' || target.roundId !== call.round_id || target.userId !== session.userId) {
          throw new Refused('UNKNOWN_ROUND');
        }
        // A paid round is closed: undoing its stake now would pay the player twice.
        if (round.wonMinor > 0n) throw new Refused('ROUND_CLOSED');
        const undo = target.outcome === 'ok';
        const row = await record(tx, { ...base, amountMinor: undo ? target.amountMinor : 0n, outcome: 'ok' });
        if (!row) return 'concurrent';
        if (undo) {
          await tx
            .update(providerTransactions)
            .set({ outcome: 'rolled_back' })
            .where(eq(providerTransactions.id, target.id));
          if (round.freeSpinsGrantId !== null) {
            await bonus.returnFreeSpin(tx, round.freeSpinsGrantId, roundReference(round));
          } else if (target.amountMinor > 0n) {
            // The stake back as it was paid: its bonus part by rule 8 (server/bonus), the rest to cash.
            const refund = {
              userId: session.userId,
              currency,
              amountMinor: target.amountMinor,
              kind: 'refund' as const,
              idempotencyKey: ledgerKey(provider, call.transaction_id),
              reference: roundReference(round),
            };
            const split = {
              stake: target.amountMinor,
              bonusMinor: target.stakeBonusMinor,
              grantId: target.bonusGrantId,
            };
            if (split.bonusMinor > 0n) await bonus.payShare(tx, { ...refund, split, amount: target.amountMinor });
            else await wallet.post([wallet.creditPosting(refund)], tx);
            // The stake given back no longer counts towards the bonus it was wagered on.
            await bonus.recount(tx, session.userId, betReference(target), 0n);
          }
          await tx
            .update(providerRounds)
            .set({
              refundedMinor: sql`${providerRounds.refundedMinor} + ${target.amountMinor}`,
              stakeBonusMinor: sql`${providerRounds.stakeBonusMinor} - ${target.stakeBonusMinor}`,
            })
            .where(eq(providerRounds.id, round.id));
        }
        return answer(
          tx,
          row,
          await cashAnswer(tx, session.userId, currency, { casino_transaction_id: String(row.id) }),
        );
      });
      return withBalance(result, session);
    },
  };
}

export type WalletCalls = ReturnType<typeof createWalletCalls>;
