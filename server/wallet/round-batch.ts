import { createHash } from 'node:crypto';
import type pg from 'pg';
import { SYSTEM_SHARDS } from './ledger';
import type { PostedRound, RoundMoney } from './rounds';

/**
 * The leading write of a batch of rounds: another realm's SQL, naming only its own tables (games: claim each nonce,
 * insert each round). `ctes` are CTEs over the parameters $1..$n, one array per column, so the text is the same for
 * any batch size; `values` gives those parameters for a batch. `gate` is the CTE of the rows the money explains, one
 * per round that was written, with its `user_id` and `id` (and the `outputs` columns, handed back per round).
 */
export interface BatchLead<T> {
  ctes: string;
  values(leads: T[]): unknown[];
  gate: string;
  outputs: string[];
}

/** The batch was refused as a whole (nothing of it was written): write the round alone, which explains why. */
export class BatchRefused extends Error {
  constructor(cause: unknown) {
    super('The batch of rounds was refused', { cause });
    this.name = 'BatchRefused';
  }
}

/**
 * Every round of the batch in ONE statement, its leading write first, with the same guarantees as a round written
 * alone (`postRound`): each round's stake and win are ledger transactions with their entries (keys unique, reference
 * `<prefix><id of the lead's row>`), the player's cash may not go below zero, and the statement writes all of the
 * batch or nothing: a round the lead did not write, a key already taken or a short balance makes a count not match,
 * which divides by zero. The players' cash accounts are locked before the house's (one house account per batch: its
 * currency, one shard), as every ledger statement does.
 */
function batchStatement(lead: BatchLead<unknown>): string {
  const leadParams = Math.max(0, ...[...lead.ctes.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const $ = (i: number) => `$${leadParams + i}`;
  const outputs = lead.outputs.map((column, k) => `g.${column} AS out_${k}`).join(', ');
  return `WITH ${lead.ctes},
w AS (SELECT * FROM unnest(${$(1)}::int[], ${$(2)}::bigint[], ${$(3)}::bigint[], ${$(4)}::text[], ${$(5)}::text[],
    ${$(6)}::text[]) AS w(user_id, stake, win, stake_key, win_key, reference_prefix)),
m AS (SELECT w.user_id, w.stake, w.win, w.stake_key, w.win_key, w.reference_prefix || g.id AS reference${outputs ? `, ${outputs}` : ''}
  FROM w JOIN ${lead.gate} g ON g.user_id = w.user_id),
t AS (INSERT INTO ledger_transactions (kind, user_id, currency, amount_minor, idempotency_key, reference)
  SELECT 'bet', user_id, ${$(7)}::text, stake, stake_key, reference FROM m
  UNION ALL
  SELECT 'win', user_id, ${$(7)}::text, win, win_key, reference FROM m WHERE win > 0
  ON CONFLICT DO NOTHING RETURNING id, user_id, kind, amount_minor),
ap AS (UPDATE accounts a SET balance_minor = a.balance_minor - m.stake + m.win FROM m
  WHERE a.user_id = m.user_id AND a.currency = ${$(7)}::text AND a.kind = 'cash' AND a.balance_minor >= m.stake
    AND (SELECT count(*) FROM t) = (SELECT count(*) + count(*) FILTER (WHERE win > 0) FROM m)
  RETURNING a.id, a.user_id, a.balance_minor),
ah AS (UPDATE accounts a SET balance_minor = a.balance_minor + (SELECT sum(stake - win) FROM m)
  WHERE a.user_id IS NULL AND a.currency = ${$(7)}::text AND a.kind = 'house' AND a.shard = ${$(8)}::smallint
    AND (SELECT count(*) FROM ap) = (SELECT count(*) FROM m)
  RETURNING a.id),
e AS (INSERT INTO ledger_entries (tx_id, account_id, amount_minor)
  SELECT t.id, ap.id, CASE WHEN t.kind = 'bet' THEN -t.amount_minor ELSE t.amount_minor END
    FROM t JOIN ap ON ap.user_id = t.user_id
  UNION ALL
  SELECT t.id, (SELECT id FROM ah), CASE WHEN t.kind = 'bet' THEN t.amount_minor ELSE -t.amount_minor END FROM t
  RETURNING 1)
SELECT (SELECT json_agg(json_build_array(m.user_id, ap.balance_minor::text${lead.outputs.map((_, k) => `, m.out_${k}`).join('')}))
    FROM m JOIN ap ON ap.user_id = m.user_id) AS written,
  1 / (CASE WHEN (SELECT count(*) FROM m) = ${$(9)}::int AND (SELECT count(*) FROM ap) = ${$(9)}::int
    AND (SELECT count(*) FROM ah) = 1 AND (SELECT count(*) FROM e) = 2 * (SELECT count(*) FROM t) THEN 1 ELSE 0 END) AS ok`;
}

/** In this process: batches written, the rounds they carried, batches refused (their rounds then went alone). */
const totals = { batches: 0, rounds: 0, refused: 0 };
export const roundBatchTotals = () => ({ ...totals });

interface Waiting<T> {
  money: RoundMoney;
  lead: T;
  resolve(posted: PostedRound): void;
  reject(error: unknown): void;
}

interface RoundBatcherOptions {
  /** Batch statements running at once (each holds a pool connection). Two keep both cores of a small database busy
   * while making batches twice as large as four would (PostgreSQL then spends a third less per round). */
  maxInFlight?: number;
  /** Rounds per statement at most. */
  maxBatch?: number;
}

/**
 * Writes rounds in batches without ever waiting for one to fill: a round goes out at once when fewer than
 * `maxInFlight` batch statements are running, and rounds that arrive meanwhile leave together with the next one.
 * Idle, every round is a batch of one; under load, one statement carries many, so PostgreSQL starts, plans and
 * commits once for all of them. A batch holds one round per player and one currency. The statement's text is fixed
 * (arrays), so it is prepared once per connection.
 */
export function createRoundBatcher<T>(pool: pg.Pool, lead: BatchLead<T>, options: RoundBatcherOptions = {}) {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 64;
  const text = batchStatement(lead as BatchLead<unknown>);
  const name = `wallet_round_batch_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const queue: Waiting<T>[] = [];
  let inFlight = 0;
  let batches = 0;

  function take(): Waiting<T>[] {
    const first = queue[0];
    if (!first) return [];
    const currency = first.money.currency;
    const users = new Set<number>();
    const batch: Waiting<T>[] = [];
    for (let i = 0; i < queue.length && batch.length < maxBatch; ) {
      const waiting = queue[i] as Waiting<T>;
      if (waiting.money.currency === currency && !users.has(waiting.money.userId)) {
        users.add(waiting.money.userId);
        batch.push(waiting);
        queue.splice(i, 1);
      } else {
        i++;
      }
    }
    return batch;
  }

  async function run(batch: Waiting<T>[]): Promise<void> {
    const money = batch.map((w) => w.money);
    const column = <V>(pick: (m: RoundMoney) => V) => money.map(pick);
    try {
      const result = await pool.query({
        name,
        text,
        values: [
          ...lead.values(batch.map((w) => w.lead)),
          column((m) => m.userId),
          column((m) => m.stake.cash.toString()),
          column((m) => m.win.toString()),
          column((m) => m.keys.stake),
          column((m) => m.keys.win),
          column((m) => m.referencePrefix),
          (money[0] as RoundMoney).currency,
          batches++ % SYSTEM_SHARDS,
          batch.length,
        ],
      });
      totals.batches++;
      totals.rounds += batch.length;
      const written = new Map<number, PostedRound>();
      const rows = (result.rows[0]?.written ?? []) as [number, string, ...unknown[]][];
      for (const [userId, cash, ...outputs] of rows) {
        written.set(Number(userId), {
          outputs: Object.fromEntries(lead.outputs.map((column, k) => [column, outputs[k]])),
          cash: BigInt(cash),
        });
      }
      for (const waiting of batch) {
        const mine = written.get(waiting.money.userId);
        if (mine) waiting.resolve(mine);
        else waiting.reject(new BatchRefused(new Error('The round is missing from the batch answer')));
      }
    } catch (error) {
      totals.refused++;
      for (const waiting of batch) waiting.reject(new BatchRefused(error));
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = take();
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Writes the round's lead and money in the next batch; BatchRefused if that batch was refused. */
    write(money: RoundMoney, lead: T): Promise<PostedRound> {
      if (money.stake.bonus || money.winBonus) return Promise.reject(new Error('A batch moves cash only'));
      return new Promise((resolve, reject) => {
        queue.push({ money, lead, resolve, reject });
        pump();
      });
    },
  };
}

export type RoundBatcher<T> = ReturnType<typeof createRoundBatcher<T>>;
