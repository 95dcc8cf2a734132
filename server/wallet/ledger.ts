import { type SQL, sql } from 'drizzle-orm';
import type { SystemAccountKind, UserAccountKind } from '../../contract/api/wallet';
import type { Currency } from '../../contract/money';
import type { Db } from '../db/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction. */
export type Runner = Db | Tx;

/** System accounts per currency and kind; a movement uses the shard of its user, so hot rows do not queue. */
export const SYSTEM_SHARDS = 8;

export type AccountRef = { userId: number; kind: UserAccountKind } | { system: SystemAccountKind; shard: number };

/** One side of a movement: a signed amount (minor units) on one account. */
export interface Leg {
  account: AccountRef;
  amountMinor: bigint;
}

/** One ledger transaction: legs that sum to zero, in one currency, with a key unique per user. */
export interface Posting {
  kind: string;
  userId: number | null;
  currency: Currency;
  idempotencyKey: string;
  reference?: string | null;
  legs: Leg[];
}

export interface PostedTx {
  txId: number;
  /** True when the key was seen before: nothing was written, this is the first answer. */
  replayed: boolean;
}

export interface PostResult {
  txs: PostedTx[];
  /** Balances after the statement of every player account it touched, by `userId:kind`. */
  balances: Map<string, bigint>;
}

export const accountKey = (ref: AccountRef): string =>
  'userId' in ref ? `${ref.userId}:${ref.kind}` : `sys:${ref.system}:${ref.shard}`;

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A statement that could not apply the postings (a guard failed, an account is missing, a key half-replayed). */
export class LedgerRejected extends Error {
  constructor(
    readonly postings: Posting[],
    readonly dbError: unknown,
  ) {
    super('The ledger statement was rejected');
    this.name = 'LedgerRejected';
  }
}

interface MergedAccount {
  ref: AccountRef;
  net: bigint;
  /** The lowest running sum of its legs in order (<= 0): a player account needs balance >= -minPrefix. */
  minPrefix: bigint;
}

export function validatePostings(postings: Posting[]): void {
  if (postings.length === 0) throw new Error('No postings');
  for (const p of postings) {
    if (p.legs.length < 2) throw new Error(`Posting ${p.kind} needs at least two legs`);
    let sum = 0n;
    for (const leg of p.legs) sum += leg.amountMinor;
    if (sum !== 0n) throw new Error(`Posting ${p.kind} does not balance (${sum})`);
    if (p.legs.every((leg) => leg.amountMinor === 0n)) throw new Error(`Posting ${p.kind} moves nothing`);
  }
  const keys = new Set(postings.map((p) => `${p.userId ?? 0}:${p.idempotencyKey}`));
  if (keys.size !== postings.length) throw new Error('Two postings in one batch share an idempotency key');
}

/** Player accounts first (by user, kind), then system accounts (by kind, shard): one lock order for everyone. */
function lockOrder(a: AccountRef, b: AccountRef): number {
  const ua = 'userId' in a;
  const ub = 'userId' in b;
  if (ua !== ub) return ua ? -1 : 1;
  if ('userId' in a && 'userId' in b) return a.userId - b.userId || a.kind.localeCompare(b.kind);
  if ('system' in a && 'system' in b) return a.system.localeCompare(b.system) || a.shard - b.shard;
  return 0;
}

function merge(postings: Posting[]): Map<string, MergedAccount> {
  const merged = new Map<string, MergedAccount>();
  for (const p of postings) {
    for (const leg of p.legs) {
      const key = `${p.currency}|${accountKey(leg.account)}`;
      const current = merged.get(key) ?? { ref: leg.account, net: 0n, minPrefix: 0n };
      current.net += leg.amountMinor;
      if (current.net < current.minPrefix) current.minPrefix = current.net;
      merged.set(key, current);
    }
  }
  return merged;
}

const big = (value: bigint) => sql`${value.toString()}::bigint`;

function accountWhere(ref: AccountRef, currency: Currency): SQL {
  return 'userId' in ref
    ? sql`user_id = ${ref.userId}::int AND currency = ${currency}::text AND kind = ${ref.kind}::text`
    : sql`user_id IS NULL AND currency = ${currency}::text AND kind = ${ref.system}::text AND shard = ${ref.shard}::smallint`;
}

/**
 * Builds ONE statement that writes a batch of ledger transactions: each transaction row (ON CONFLICT DO NOTHING on
 * its idempotency key), one guarded UPDATE per touched account (balance moved by the net of its legs; a player
 * account only if it stays >= 0 at every step), and every entry. An entry whose account UPDATE matched nothing
 * gets a NULL account_id, which the NOT NULL constraint turns into an error: the whole statement rolls back, so a
 * failed guard writes nothing. A replayed batch inserts no transaction, so nothing else happens either.
 */
export function buildPostStatement(postings: Posting[]): { query: SQL; accountNames: string[] } {
  validatePostings(postings);
  const ctes: SQL[] = [];
  postings.forEach((p, i) => {
    const amount = p.legs.reduce((sum, leg) => (leg.amountMinor > 0n ? sum + leg.amountMinor : sum), 0n);
    ctes.push(
      sql`${sql.raw(`t${i}`)} AS (INSERT INTO ledger_transactions (kind, user_id, currency, amount_minor, idempotency_key, reference) VALUES (${p.kind}::text, ${p.userId}::int, ${p.currency}::text, ${big(amount)}, ${p.idempotencyKey}::text, ${p.reference ?? null}::text) ON CONFLICT DO NOTHING RETURNING id)`,
    );
  });
  const allInserted = sql.join(
    postings.map((_, i) => sql`EXISTS (SELECT 1 FROM ${sql.raw(`t${i}`)})`),
    sql` AND `,
  );

  // One merged UPDATE per account (a row may be updated only once per statement), in lock order.
  const byCurrency = [...merge(postings).entries()].sort(([, a], [, b]) => lockOrder(a.ref, b.ref));
  const accountIndex = new Map<string, number>();
  const accountNames: string[] = [];
  byCurrency.forEach(([key, account], j) => {
    accountIndex.set(key, j);
    accountNames.push('userId' in account.ref ? accountKey(account.ref) : '');
    const currency = key.split('|')[0] as Currency;
    const guard =
      'userId' in account.ref && account.minPrefix < 0n ? sql` AND balance_minor >= ${big(-account.minPrefix)}` : sql``;
    const after = j === 0 ? allInserted : sql`EXISTS (SELECT 1 FROM ${sql.raw(`a${j - 1}`)})`;
    ctes.push(
      sql`${sql.raw(`a${j}`)} AS (UPDATE accounts SET balance_minor = balance_minor + ${big(account.net)} WHERE ${accountWhere(account.ref, currency)}${guard} AND ${after} RETURNING id, balance_minor)`,
    );
  });

  const entryRows: SQL[] = [];
  postings.forEach((p, i) => {
    for (const leg of p.legs) {
      const j = accountIndex.get(`${p.currency}|${accountKey(leg.account)}`);
      entryRows.push(
        sql`SELECT t.id, (SELECT id FROM ${sql.raw(`a${j}`)}), ${big(leg.amountMinor)} FROM ${sql.raw(`t${i}`)} t`,
      );
    }
  });
  ctes.push(
    sql`e AS (INSERT INTO ledger_entries (tx_id, account_id, amount_minor) ${sql.join(entryRows, sql` UNION ALL `)})`,
  );

  const outputs = [
    ...postings.map((_, i) => sql`(SELECT id FROM ${sql.raw(`t${i}`)}) AS ${sql.raw(`t${i}`)}`),
    ...byCurrency.map((_, j) => sql`(SELECT balance_minor FROM ${sql.raw(`a${j}`)}) AS ${sql.raw(`b${j}`)}`),
  ];
  const query = sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(outputs, sql`, `)}`;
  return { query, accountNames };
}

/** Runs the statement. Returns null when every posting was a replay (nothing written). */
export async function runPostStatement(
  runner: Runner,
  postings: Posting[],
): Promise<{ txIds: (number | null)[]; balances: Map<string, bigint> } | null> {
  const { query, accountNames } = buildPostStatement(postings);
  let rows: Record<string, unknown>[];
  try {
    rows = rowsOf<Record<string, unknown>>(await runner.execute(query));
  } catch (error) {
    throw new LedgerRejected(postings, error);
  }
  const row = rows[0] ?? {};
  const txIds = postings.map((_, i) => (row[`t${i}`] == null ? null : Number(row[`t${i}`])));
  if (txIds.every((id) => id === null)) return null;
  const balances = new Map<string, bigint>();
  accountNames.forEach((name, j) => {
    const value = row[`b${j}`];
    if (name && value != null) balances.set(name, BigInt(String(value)));
  });
  return { txIds, balances };
}
