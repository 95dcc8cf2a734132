import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { DEBT_ACCOUNT_KIND, type PlayerAccountKind, type SystemAccountKind } from '../../contract/api/wallet';
import type { Currency } from '../../contract/money';
import type { Db } from '../db/types';
import { pgErrorCode } from '../lib/http-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction. */
export type Runner = Db | Tx;

/** System accounts per currency and kind; a movement uses the shard of its user, so hot rows do not queue. */
export const SYSTEM_SHARDS = 8;

export type AccountRef = { userId: number; kind: PlayerAccountKind } | { system: SystemAccountKind; shard: number };

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

interface PostedTx {
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

/** division_by_zero: the guard of a led statement refused it (see `buildPostStatement`). */
const LEAD_REFUSED = '22012';

/** A statement that could not apply the postings (a guard failed, an account is missing, a key half-replayed). */
export class LedgerRejected extends Error {
  constructor(
    readonly postings: Posting[],
    readonly dbError: unknown,
  ) {
    super('The ledger statement was rejected');
    this.name = 'LedgerRejected';
  }

  /** The guard of a leading write refused the statement: its write happened but a ledger key was already taken, or
   * its `require` failed. */
  get leadRefused(): boolean {
    return pgErrorCode(this.dbError) === LEAD_REFUSED;
  }
}

interface MergedAccount {
  ref: AccountRef;
  net: bigint;
  /** The lowest running sum of its legs in order (<= 0): a player account needs balance >= -minPrefix. */
  minPrefix: bigint;
  /** The highest running sum (>= 0): a debt account needs balance <= -maxPrefix (never repaid past zero). */
  maxPrefix: bigint;
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
      const current = merged.get(key) ?? { ref: leg.account, net: 0n, minPrefix: 0n, maxPrefix: 0n };
      current.net += leg.amountMinor;
      if (current.net < current.minPrefix) current.minPrefix = current.net;
      if (current.net > current.maxPrefix) current.maxPrefix = current.net;
      merged.set(key, current);
    }
  }
  return merged;
}

/** SQL text with $n placeholders and its parameters (the same text for the same shape: prepared once). */
interface Statement {
  text: string;
  params: (string | number | null)[];
}

class Builder {
  readonly params: (string | number | null)[] = [];
  p(value: string | number | null, cast: string): string {
    this.params.push(value);
    return `$${this.params.length}::${cast}`;
  }
  big(value: bigint): string {
    return this.p(value.toString(), 'bigint');
  }
}

function accountWhere(b: Builder, ref: AccountRef, currency: Currency): string {
  return 'userId' in ref
    ? `user_id = ${b.p(ref.userId, 'int')} AND currency = ${b.p(currency, 'text')} AND kind = ${b.p(ref.kind, 'text')}`
    : `user_id IS NULL AND currency = ${b.p(currency, 'text')} AND kind = ${b.p(ref.system, 'text')} AND shard = ${b.p(ref.shard, 'smallint')}`;
}

/** A player account stays >= 0 at every step of its legs; a debt account (what the player owes) stays <= 0. */
function playerGuard(b: Builder, account: MergedAccount): string {
  if (!('userId' in account.ref)) return '';
  if (account.ref.kind === DEBT_ACCOUNT_KIND) {
    return account.maxPrefix > 0n ? ` AND balance_minor <= ${b.big(-account.maxPrefix)}` : '';
  }
  return account.minPrefix < 0n ? ` AND balance_minor >= ${b.big(-account.minPrefix)}` : '';
}

/**
 * Another realm's writes that lead the ledger's in the same statement (a game round claims its nonce and inserts its
 * row): SQL naming only that realm's tables. Their CTEs come first; the ledger writes only if the `gate` CTE
 * returned a row (the row the money explains, with its `id`), and each posting's reference is its own `reference`
 * followed by that id (`round:dice:` → `round:dice:17`).
 */
export interface LeadingWrite {
  ctes: (param: (value: string | number | null, cast: string) => string) => string[];
  gate: string;
  /** A condition the statement must meet, or it fails as a whole. */
  require?: string;
  /** What the statement answers for the lead, by name: SQL expressions such as `(SELECT id FROM b)`. */
  outputs: Record<string, string>;
}

/**
 * Builds ONE statement that writes a batch of ledger transactions: each transaction row (ON CONFLICT DO NOTHING on
 * its idempotency key), one guarded UPDATE per touched account (balance moved by the net of its legs; a player
 * account only if it stays >= 0 at every step), and every entry. An entry whose account UPDATE matched nothing
 * gets a NULL account_id, which the NOT NULL constraint turns into an error: the whole statement rolls back, so a
 * failed guard writes nothing. A replayed batch inserts no transaction, so nothing else happens either.
 */
export function buildPostStatement(
  postings: Posting[],
  lead?: LeadingWrite,
): { statement: Statement; accountNames: string[] } {
  // A lead may write alone (a free bet that lost moves no money); without one there must be something to post.
  if (postings.length > 0 || !lead) validatePostings(postings);
  const b = new Builder();
  const ctes: string[] = lead ? lead.ctes((value, cast) => b.p(value, cast)) : [];
  postings.forEach((p, i) => {
    const amount = p.legs.reduce((sum, leg) => (leg.amountMinor > 0n ? sum + leg.amountMinor : sum), 0n);
    const values = `${b.p(p.kind, 'text')}, ${b.p(p.userId, 'int')}, ${b.p(p.currency, 'text')}, ${b.big(amount)}, ${b.p(p.idempotencyKey, 'text')}, ${lead ? `${b.p(p.reference ?? '', 'text')} || (SELECT id FROM ${lead.gate})` : b.p(p.reference ?? null, 'text')}`;
    const source = lead ? `SELECT ${values} WHERE EXISTS (SELECT 1 FROM ${lead.gate})` : `VALUES (${values})`;
    ctes.push(
      `t${i} AS (INSERT INTO ledger_transactions (kind, user_id, currency, amount_minor, idempotency_key, reference) ${source} ON CONFLICT DO NOTHING RETURNING id)`,
    );
  });
  const allInserted = postings.map((_, i) => `EXISTS (SELECT 1 FROM t${i})`).join(' AND ') || 'true';

  // One merged UPDATE per account (a row may be updated only once per statement), in lock order.
  const merged = [...merge(postings).entries()].sort(([, a], [, c]) => lockOrder(a.ref, c.ref));
  const accountIndex = new Map<string, number>();
  const accountNames: string[] = [];
  merged.forEach(([key, account], j) => {
    accountIndex.set(key, j);
    accountNames.push('userId' in account.ref ? accountKey(account.ref) : '');
    const currency = key.split('|')[0] as Currency;
    const guard = playerGuard(b, account);
    const after = j === 0 ? allInserted : `EXISTS (SELECT 1 FROM a${j - 1})`;
    ctes.push(
      `a${j} AS (UPDATE accounts SET balance_minor = balance_minor + ${b.big(account.net)} WHERE ${accountWhere(b, account.ref, currency)}${guard} AND ${after} RETURNING id, balance_minor)`,
    );
  });

  const entryRows: string[] = [];
  postings.forEach((p, i) => {
    for (const leg of p.legs) {
      const j = accountIndex.get(`${p.currency}|${accountKey(leg.account)}`);
      entryRows.push(`SELECT t.id, (SELECT id FROM a${j}), ${b.big(leg.amountMinor)} FROM t${i} t`);
    }
  });
  if (entryRows.length > 0) {
    ctes.push(`e AS (INSERT INTO ledger_entries (tx_id, account_id, amount_minor) ${entryRows.join(' UNION ALL ')})`);
  }

  const outputs = [
    ...postings.map((_, i) => `(SELECT id FROM t${i}) AS t${i}`),
    ...merged.map((_, j) => `(SELECT balance_minor FROM a${j}) AS b${j}`),
    ...Object.values(lead?.outputs ?? {}).map((expression, k) => `${expression} AS lead_${k}`),
  ];
  // The leading write happened but a ledger key was already taken, or `require` fails: fail the whole statement
  // (division by zero), so nothing is written without its money.
  if (lead) {
    const broken = `(EXISTS (SELECT 1 FROM ${lead.gate}) AND NOT (${allInserted})) OR NOT (${lead.require ?? 'true'})`;
    outputs.push(`1 / (CASE WHEN ${broken} THEN 0 ELSE 1 END) AS lead_ok`);
  }
  return {
    statement: { text: `WITH ${ctes.join(', ')} SELECT ${outputs.join(', ')}`, params: b.params },
    accountNames,
  };
}

/** The same statement as drizzle SQL (for a caller's transaction). */
function toSql(statement: Statement): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

const statementNames = new Map<string, string>();

/** A stable name per statement text, so node-postgres prepares it once per connection. */
function nameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `wallet_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}

/**
 * The node-postgres client under a drizzle database or transaction (a Pool, or the transaction's PoolClient), so
 * the statement can run prepared; null on PGlite or if drizzle's internals change (then drizzle runs it).
 */
export function pgClientOf(runner: Runner): pg.Pool | pg.Client | null {
  const client = (runner as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/** Runs a statement: a prepared statement on PostgreSQL (in or out of a transaction), a plain query on PGlite. */
async function execute(runner: Runner, statement: Statement): Promise<Record<string, unknown>[]> {
  const client = pgClientOf(runner);
  if (client) {
    const result = await client.query({ name: nameOf(statement.text), text: statement.text, values: statement.params });
    return result.rows as Record<string, unknown>[];
  }
  return rowsOf<Record<string, unknown>>(await runner.execute(toSql(statement)));
}

interface RunResult {
  txIds: (number | null)[];
  balances: Map<string, bigint>;
  /** The leading write's outputs, by name. */
  outputs: Record<string, unknown>;
}

/**
 * Runs the statement, led by `lead` if given (then the ledger part wrote nothing when its gate was empty: every
 * tx id null). Returns null when every posting was a replay (nothing written) and there is no lead.
 */
export async function runPostStatement(runner: Runner, postings: Posting[]): Promise<RunResult | null>;
export async function runPostStatement(runner: Runner, postings: Posting[], lead: LeadingWrite): Promise<RunResult>;
export async function runPostStatement(
  runner: Runner,
  postings: Posting[],
  lead?: LeadingWrite,
): Promise<RunResult | null> {
  const { statement, accountNames } = buildPostStatement(postings, lead);
  let rows: Record<string, unknown>[];
  try {
    rows = await execute(runner, statement);
  } catch (error) {
    throw new LedgerRejected(postings, error);
  }
  const row = rows[0] ?? {};
  const txIds = postings.map((_, i) => (row[`t${i}`] == null ? null : Number(row[`t${i}`])));
  if (txIds.every((id) => id === null) && !lead) return null;
  const balances = new Map<string, bigint>();
  accountNames.forEach((name, j) => {
    const value = row[`b${j}`];
    if (name && value != null) balances.set(name, BigInt(String(value)));
  });
  const outputs = Object.fromEntries(Object.keys(lead?.outputs ?? {}).map((name, k) => [name, row[`lead_${k}`]]));
  return { txIds, balances, outputs };
}
