import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  type AccountBalancesMinor,
  DEBT_ACCOUNT_KIND,
  type LedgerKind,
  type PlayerAccountKind,
  SYSTEM_ACCOUNT_KINDS,
  type SystemAccountKind,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '../../contract/api/wallet';
import { CURRENCIES, type Currency, fromMinor } from '../../contract/money';
import { accounts, ledgerTransactions } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, pgErrorCode } from '../lib/http-error';
import { creditsOwing, lockedBalance, openDebtAccount, repay } from './debt';
import {
  type AccountRef,
  accountKey,
  type LeadingWrite,
  LedgerRejected,
  type Leg,
  type Posting,
  type PostResult,
  pgClientOf,
  type Runner,
  runPostStatement,
  SYSTEM_SHARDS,
  validatePostings,
} from './ledger';
import { type BatchLead, createRoundBatcher, type RoundBatcher } from './round-batch';
import type { PostedRound, RoundMoney } from './rounds';

export { type LeadingWrite, LedgerRejected, type Posting, type PostResult, type Runner } from './ledger';
export { type BatchLead, BatchRefused } from './round-batch';
export type { PostedRound, RoundMoney } from './rounds';

/** The balance does not cover the debit (HTTP 422 with `{ errors: { amount: [...] } }` from the routes). */
export class InsufficientFunds extends HttpError {
  constructor(
    readonly account: PlayerAccountKind,
    readonly availableMinor: bigint,
    currency: Currency,
  ) {
    super(422, 'insufficient_funds', `Not enough money: ${fromMinor(availableMinor, currency)} ${currency} available`);
  }
}

/** The idempotency key was used before for a different movement. */
export class IdempotencyConflict extends HttpError {
  constructor() {
    super(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different request');
  }
}

interface DebitCredit {
  userId: number;
  currency: Currency;
  amountMinor: bigint;
  kind: LedgerKind;
  idempotencyKey: string;
  reference?: string | null;
  /** The player's account (default cash). */
  account?: UserAccountKind;
  /** The house's side (default `house`). */
  counterparty?: SystemAccountKind;
}

/**
 * Money between a player and the house in two parts (contract/bonus/wagering.ts rules 1 and 8): `cash` between the
 * player's cash and the house, `bonus` between the house's bonus pool and the player's `bonusAccount` (the bonus
 * balance, or cash for the share of a bonus that converted). `toPlayer`: a win or a refund; else a stake.
 */
export interface SplitMove {
  userId: number;
  currency: Currency;
  kind: LedgerKind;
  idempotencyKey: string;
  reference: string;
  cash: bigint;
  bonus: bigint;
  bonusAccount: 'bonus' | 'cash';
  toPlayer: boolean;
}

export interface Transfer {
  userId: number;
  currency: Currency;
  amountMinor: bigint;
  kind: LedgerKind;
  idempotencyKey: string;
  reference?: string | null;
  from: UserAccountKind | SystemAccountKind;
  to: UserAccountKind | SystemAccountKind;
}

const isUserKind = (kind: string): kind is UserAccountKind => (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);
const RETRYABLE = new Set(['40P01', '40001']);

const shardOf = (userId: number | null) => (userId === null ? 0 : Math.abs(userId) % SYSTEM_SHARDS);

/**
 * The wallet: every balance change is a double-entry ledger transaction written in ONE SQL statement (one round
 * trip, atomic on its own or inside a caller's transaction). `debit`, `credit`, `transfer` are the shapes every
 * feature uses; `post` takes any batch (a bet and its win together: still one statement).
 */
export function createWalletService(db: Db) {
  const ref = (userId: number, kind: UserAccountKind | SystemAccountKind): AccountRef =>
    isUserKind(kind) ? { userId, kind } : { system: kind, shard: shardOf(userId) };

  async function userBalances(runner: Runner, userId: number, currency: Currency): Promise<Map<string, bigint>> {
    const rows = await runner
      .select({ kind: accounts.kind, balance: accounts.balanceMinor })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
    return new Map(rows.map((row) => [`${userId}:${row.kind}`, row.balance]));
  }

  /** After a rejected statement (outside any transaction): which error the caller should see. */
  async function explain(postings: Posting[], cause: unknown): Promise<Error> {
    const code = pgErrorCode(cause);
    if (code !== '23502' && code !== '23514') return cause instanceof Error ? cause : new Error(String(cause));
    const seen = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(
        sql`(coalesce(${ledgerTransactions.userId}, 0), ${ledgerTransactions.idempotencyKey}) IN (${sql.join(
          postings.map((p) => sql`(${p.userId ?? 0}::int, ${p.idempotencyKey}::text)`),
          sql`, `,
        )})`,
      );
    if (seen.length > 0) return new IdempotencyConflict();
    // Which player account's guard failed: replay the running sums against today's balances.
    for (const p of postings) {
      for (const leg of p.legs) {
        if (!('userId' in leg.account) || leg.amountMinor >= 0n) continue;
        const balances = await userBalances(db, leg.account.userId, p.currency);
        const available = balances.get(accountKey(leg.account));
        if (available === undefined) return new HttpError(409, 'no_account', `No ${p.currency} wallet for this user`);
        let need = 0n;
        for (const q of postings)
          for (const l of q.legs)
            if (accountKey(l.account) === accountKey(leg.account) && l.amountMinor < 0n) need -= l.amountMinor;
        if (available < need) return new InsufficientFunds(leg.account.kind, available, p.currency);
      }
    }
    // A concurrent debit changed the balance between the statement and this look: still a lack of funds.
    const first = postings[0];
    const debited = first?.legs.find((leg) => 'userId' in leg.account && leg.amountMinor < 0n);
    if (first && debited && 'userId' in debited.account) {
      const balances = await userBalances(db, debited.account.userId, first.currency);
      return new InsufficientFunds(
        debited.account.kind,
        balances.get(accountKey(debited.account)) ?? 0n,
        first.currency,
      );
    }
    return new HttpError(409, 'ledger_rejected', 'The movement could not be written');
  }

  /** A replayed batch: the first answer (its transaction ids) and the balances now. Different content: 409. */
  async function replayed(runner: Runner, postings: Posting[]): Promise<PostResult> {
    const txs = [];
    let balances = new Map<string, bigint>();
    for (const p of postings) {
      const [row] = await runner
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            p.userId === null ? isNull(ledgerTransactions.userId) : eq(ledgerTransactions.userId, p.userId),
            eq(ledgerTransactions.idempotencyKey, p.idempotencyKey),
          ),
        );
      const amount = p.legs.reduce((sum, leg) => (leg.amountMinor > 0n ? sum + leg.amountMinor : sum), 0n);
      if (!row || row.kind !== p.kind || row.amountMinor !== amount || row.currency !== p.currency) {
        throw new IdempotencyConflict();
      }
      txs.push({ txId: row.id, replayed: true });
      if (p.userId !== null) balances = new Map([...balances, ...(await userBalances(runner, p.userId, p.currency))]);
    }
    return { txs, balances };
  }

  /**
   * Writes a batch of postings in one statement. With `runner` (a caller's transaction) a rejection throws
   * LedgerRejected and the caller's transaction must roll back (then `explain` says why); without it, retries a
   * deadlock and throws InsufficientFunds / IdempotencyConflict itself.
   */
  async function post(postings: Posting[], runner?: Runner): Promise<PostResult> {
    validatePostings(postings);
    for (let attempt = 0; ; attempt++) {
      try {
        const written = await runPostStatement(runner ?? db, postings);
        if (!written) return replayed(runner ?? db, postings);
        if (written.txIds.some((id) => id === null)) throw new IdempotencyConflict();
        const txIds = written.txIds as number[];
        // A player who owes the house repays it from this credit: in the caller's transaction, or right after.
        const owing = await creditsOwing(runner ?? db, postings, txIds);
        const repaid =
          owing.length === 0
            ? new Map()
            : await (runner ? repay(runner, owing) : db.transaction((tx) => repay(tx, owing)));
        return {
          txs: txIds.map((txId) => ({ txId, replayed: false })),
          balances: new Map([...written.balances, ...repaid]),
        };
      } catch (error) {
        if (runner || !(error instanceof LedgerRejected)) throw error;
        if (RETRYABLE.has(pgErrorCode(error.dbError) ?? '') && attempt < 3) continue;
        throw await explain(postings, error.dbError);
      }
    }
  }

  function pair(from: AccountRef, to: AccountRef, amountMinor: bigint): Leg[] {
    if (amountMinor <= 0n) throw new Error('A movement needs a positive amount');
    return [
      { account: from, amountMinor: -amountMinor },
      { account: to, amountMinor },
    ];
  }

  const posting = (m: Omit<DebitCredit, 'amountMinor'>, legs: Leg[]): Posting => ({
    kind: m.kind,
    userId: m.userId,
    currency: m.currency,
    idempotencyKey: m.idempotencyKey,
    reference: m.reference ?? null,
    legs,
  });

  /** The player pays: their account (default cash) to the house's side (default `house`). */
  function debitPosting(m: DebitCredit): Posting {
    const legs = pair(ref(m.userId, m.account ?? 'cash'), ref(m.userId, m.counterparty ?? 'house'), m.amountMinor);
    return posting(m, legs);
  }

  /** The player receives: the house's side (default `house`) to their account (default cash). */
  function creditPosting(m: DebitCredit): Posting {
    const legs = pair(ref(m.userId, m.counterparty ?? 'house'), ref(m.userId, m.account ?? 'cash'), m.amountMinor);
    return posting(m, legs);
  }

  /**
   * A round's stake (kind `bet`) and its win if any (kind `win`): real money between the player's cash and the house,
   * bonus money between the player's bonus balance and the bonus pool.
   */
  function roundPostings(m: RoundMoney): Posting[] {
    const base = { userId: m.userId, currency: m.currency, reference: m.referencePrefix };
    const legs = (moves: [UserAccountKind, SystemAccountKind, bigint][], sign: 1n | -1n): Leg[] =>
      moves
        .filter(([, , amount]) => amount > 0n)
        .flatMap(([player, house, amount]) => [
          { account: ref(m.userId, player), amountMinor: -sign * amount },
          { account: ref(m.userId, house), amountMinor: sign * amount },
        ]);
    const stakeBonus = m.stake.bonus ?? 0n;
    const winBonus = m.winBonus ?? 0n;
    const stakeLegs = legs(
      [
        ['cash', 'house', m.stake.cash],
        ['bonus', 'bonus_pool', stakeBonus],
      ],
      1n,
    );
    // A free bet stakes nothing of the player's: its round has no `bet` transaction.
    const postings: Posting[] =
      stakeLegs.length > 0 ? [{ ...base, kind: 'bet', idempotencyKey: m.keys.stake, legs: stakeLegs }] : [];
    if (m.win > 0n) {
      const winLegs = legs(
        [
          ['cash', 'house', m.win - winBonus],
          ['bonus', 'bonus_pool', winBonus],
        ],
        -1n,
      );
      postings.push({ ...base, kind: 'win', idempotencyKey: m.keys.win, legs: winLegs });
    }
    return postings;
  }

  return {
    post,
    explain,
    /**
     * A round and its money in ONE statement: the round's own write (`lead`: SQL naming only its realm's tables)
     * first, then its stake and win, only if the lead's gate wrote a row. In or out of a caller's transaction, a
     * rejection throws LedgerRejected (`leadRefused` when the lead's guard refused it; else `explain` says why).
     */
    async postRound(runner: Runner, money: RoundMoney, lead: LeadingWrite): Promise<PostedRound> {
      const written = await runPostStatement(runner, roundPostings(money), lead);
      return {
        outputs: written.outputs,
        cash: written.balances.get(`${money.userId}:cash`) ?? 0n,
        bonus: written.balances.get(`${money.userId}:bonus`),
      };
    },
    /** Rounds of many players in one statement each batch (round-batch.ts); null off PostgreSQL's pool (PGlite). */
    roundBatcher<T>(lead: BatchLead<T>): RoundBatcher<T> | null {
      const pool = pgClientOf(db);
      return pool instanceof pg.Pool ? createRoundBatcher(pool, lead) : null;
    },
    debitPosting,
    creditPosting,
    /** A SplitMove's posting; null when both parts are 0. */
    splitPosting(m: SplitMove): Posting | null {
      const sign = m.toPlayer ? 1n : -1n;
      const net = new Map<UserAccountKind | SystemAccountKind, bigint>();
      const add = (kind: UserAccountKind | SystemAccountKind, amount: bigint) =>
        net.set(kind, (net.get(kind) ?? 0n) + amount);
      add('cash', sign * m.cash);
      add('house', -sign * m.cash);
      add(m.bonusAccount, sign * m.bonus);
      add('bonus_pool', -sign * m.bonus);
      const legs = [...net]
        .filter(([, amount]) => amount !== 0n)
        .map(([kind, amountMinor]) => ({ account: ref(m.userId, kind), amountMinor }));
      return legs.length === 0 ? null : posting(m, legs);
    },
    /** A stake of real and bonus money (rule 1): cash to the house, bonus money to the bonus pool. */
    stakePosting(m: Omit<SplitMove, 'bonusAccount' | 'toPlayer'>): Posting {
      const written = this.splitPosting({ ...m, bonusAccount: 'bonus', toPlayer: false });
      if (!written) throw new Error('A stake needs a positive amount');
      return written;
    },
    transferPosting(m: Transfer): Posting {
      return posting(m, pair(ref(m.userId, m.from), ref(m.userId, m.to), m.amountMinor));
    },
    debit(m: DebitCredit, runner?: Runner) {
      return post([this.debitPosting(m)], runner);
    },
    credit(m: DebitCredit, runner?: Runner) {
      return post([this.creditPosting(m)], runner);
    },
    transfer(m: Transfer, runner?: Runner) {
      return post([this.transferPosting(m)], runner);
    },

    /**
     * Takes `amountMinor` back from the player (a corrected result): from their cash as far as it goes, the rest
     * recorded on their debt account; the house receives the whole amount. In the caller's transaction (the cash row
     * is locked while the split is decided). Answers the posting's result and the part that became debt.
     */
    async takeBack(tx: Tx, m: DebitCredit): Promise<PostResult & { debtMinor: bigint }> {
      const cash = (await lockedBalance(tx, m.userId, m.currency, 'cash')) ?? 0n;
      const fromCash = cash < m.amountMinor ? cash : m.amountMinor;
      const debtMinor = m.amountMinor - fromCash;
      if (debtMinor > 0n) await openDebtAccount(tx, m.userId, m.currency);
      const legs: Leg[] = [{ account: ref(m.userId, m.counterparty ?? 'house'), amountMinor: m.amountMinor }];
      if (fromCash > 0n) legs.unshift({ account: ref(m.userId, 'cash'), amountMinor: -fromCash });
      if (debtMinor > 0n)
        legs.unshift({ account: { userId: m.userId, kind: DEBT_ACCOUNT_KIND }, amountMinor: -debtMinor });
      return { ...(await post([posting(m, legs)], tx)), debtMinor };
    },

    /** Opens the player's four accounts in a currency (registration; idempotent). */
    async openUserAccounts(runner: Runner, userId: number, currency: Currency): Promise<void> {
      await runner
        .insert(accounts)
        .values(USER_ACCOUNT_KINDS.map((kind) => ({ userId, currency, kind })))
        .onConflictDoNothing();
    },

    /** Creates the house's system accounts for every currency and shard (at start; idempotent). */
    async ensureSystemAccounts(): Promise<void> {
      const rows = CURRENCIES.flatMap((currency) =>
        SYSTEM_ACCOUNT_KINDS.flatMap((kind) =>
          Array.from({ length: SYSTEM_SHARDS }, (_, shard) => ({ userId: null, currency, kind, shard })),
        ),
      );
      await db.insert(accounts).values(rows).onConflictDoNothing();
    },

    /** The player's balances in a currency (zero where an account is missing). */
    async balances(userId: number, currency: Currency, runner: Runner = db): Promise<PlayerBalances> {
      const map = await userBalances(runner, userId, currency);
      return balancesFrom(map, userId);
    },
  };
}

/** Every balance of a player in a currency; `debt` is what they owe (a positive amount). */
export type PlayerBalances = AccountBalancesMinor & { payoutHold: bigint; debt: bigint };

function balancesFrom(map: Map<string, bigint>, userId: number): PlayerBalances {
  return {
    cash: map.get(`${userId}:cash`) ?? 0n,
    bonus: map.get(`${userId}:bonus`) ?? 0n,
    bonusPending: map.get(`${userId}:bonus_pending`) ?? 0n,
    payoutHold: map.get(`${userId}:payout_hold`) ?? 0n,
    debt: -(map.get(`${userId}:${DEBT_ACCOUNT_KIND}`) ?? 0n),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
