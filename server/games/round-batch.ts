import type pg from 'pg';
import type { Currency } from '../../contract/money';
import { SYSTEM_SHARDS } from '../wallet/ledger';

/** One settled (or multi-step start) round, drawn and decided, waiting to be written with its money. */
interface BatchedRound {
  userId: number;
  currency: Currency;
  game: string;
  engineVersion: number;
  pairId: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: bigint;
  payout: bigint;
  multiplier: number;
  status: 'settled' | 'active';
  params: string;
  config: string;
  outcome: string;
  state: string | null;
  /** The request's Idempotency-Key. */
  key: string;
}

interface WrittenRound {
  betId: number;
  createdAt: string;
  /** The player's cash balance after the round. */
  cash: bigint;
}

/** The batch was refused as a whole (nothing of it was written): write the round alone, which explains why. */
export class BatchRefused extends Error {
  constructor(cause: unknown) {
    super('The batch of rounds was refused', { cause });
    this.name = 'BatchRefused';
  }
}

/**
 * Every round of the batch in ONE statement, with the same guarantees as a round written alone (see
 * games/service.ts): each nonce is claimed by compare-and-set, each round is written with its idempotency key, each
 * posting is a ledger transaction with its entries, the player's cash may not go below zero, and the statement
 * writes all of the batch or nothing (a count that does not match divides by zero). The players' accounts are
 * locked before the house's (one house account per batch: its currency, one shard), as every ledger statement does.
 * The text is the same for any batch size (arrays), so it is prepared once per connection.
 */
const STATEMENT = `WITH i AS (
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[], $4::text[], $5::int[], $6::bigint[], $7::bigint[],
    $8::int[], $9::text[], $10::text[], $11::text[], $12::jsonb[], $13::jsonb[], $14::jsonb[], $15::jsonb[], $16::text[])
    AS i(user_id, pair_id, nonce, game, engine_version, stake, payout, multiplier_bp, status, server_seed_hash,
      client_seed, params, config, outcome, state, idem)
),
s AS (UPDATE game_seed_pairs p SET nonce = p.nonce + 1 FROM i
  WHERE p.id = i.pair_id AND p.nonce = i.nonce AND p.active RETURNING p.id AS pair_id),
b AS (INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, multiplier_bp, status,
    seed_pair_id, nonce, server_seed_hash, client_seed, params, config, outcome, state, idempotency_key)
  SELECT i.user_id, i.game, i.engine_version, $17::text, i.stake, i.payout, i.multiplier_bp, i.status, i.pair_id,
    i.nonce, i.server_seed_hash, i.client_seed, i.params, i.config, i.outcome, i.state, i.idem
  FROM i JOIN s ON s.pair_id = i.pair_id
  ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id, user_id, created_at),
m AS (SELECT i.user_id, i.game, i.idem, i.stake, CASE WHEN i.status = 'settled' THEN i.payout ELSE 0 END AS win,
    b.id AS bet_id, b.created_at FROM i JOIN b ON b.user_id = i.user_id),
t AS (INSERT INTO ledger_transactions (kind, user_id, currency, amount_minor, idempotency_key, reference)
  SELECT 'bet', user_id, $17::text, stake, 'games:key:' || idem || ':bet', 'round:' || game || ':' || bet_id FROM m
  UNION ALL
  SELECT 'win', user_id, $17::text, win, 'games:key:' || idem || ':win', 'round:' || game || ':' || bet_id FROM m
    WHERE win > 0
  ON CONFLICT DO NOTHING RETURNING id, user_id, kind, amount_minor),
ap AS (UPDATE accounts a SET balance_minor = a.balance_minor - m.stake + m.win FROM m
  WHERE a.user_id = m.user_id AND a.currency = $17::text AND a.kind = 'cash' AND a.balance_minor >= m.stake
    AND (SELECT count(*) FROM t) = (SELECT count(*) + count(*) FILTER (WHERE win > 0) FROM m)
  RETURNING a.id, a.user_id, a.balance_minor),
ah AS (UPDATE accounts a SET balance_minor = a.balance_minor + (SELECT sum(stake - win) FROM m)
  WHERE a.user_id IS NULL AND a.currency = $17::text AND a.kind = 'house' AND a.shard = $18::smallint
    AND (SELECT count(*) FROM ap) = (SELECT count(*) FROM m)
  RETURNING a.id),
e AS (INSERT INTO ledger_entries (tx_id, account_id, amount_minor)
  SELECT t.id, ap.id, CASE WHEN t.kind = 'bet' THEN -t.amount_minor ELSE t.amount_minor END
    FROM t JOIN ap ON ap.user_id = t.user_id
  UNION ALL
  SELECT t.id, (SELECT id FROM ah), CASE WHEN t.kind = 'bet' THEN t.amount_minor ELSE -t.amount_minor END FROM t
  RETURNING 1)
SELECT (SELECT json_agg(json_build_array(m.user_id, m.bet_id, m.created_at, ap.balance_minor::text))
    FROM m JOIN ap ON ap.user_id = m.user_id) AS written,
  1 / (CASE WHEN (SELECT count(*) FROM s) = $19::int AND (SELECT count(*) FROM m) = $19::int
    AND (SELECT count(*) FROM ap) = $19::int AND (SELECT count(*) FROM ah) = 1
    AND (SELECT count(*) FROM e) = 2 * (SELECT count(*) FROM t) THEN 1 ELSE 0 END) AS ok`;

const STATEMENT_NAME = 'games_round_batch_v1';

/** In this process: batches written, the rounds they carried, batches refused (their rounds then went alone). */
const totals = { batches: 0, rounds: 0, refused: 0 };
export const roundBatchTotals = () => ({ ...totals });

interface Waiting {
  round: BatchedRound;
  resolve(written: WrittenRound): void;
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
 * commits once for all of them. A batch holds one round per player and one currency.
 */
export function createRoundBatcher(pool: pg.Pool, options: RoundBatcherOptions = {}) {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 64;
  const queue: Waiting[] = [];
  let inFlight = 0;
  let batches = 0;

  function take(): Waiting[] {
    const first = queue[0];
    if (!first) return [];
    const currency = first.round.currency;
    const users = new Set<number>();
    const batch: Waiting[] = [];
    for (let i = 0; i < queue.length && batch.length < maxBatch; ) {
      const waiting = queue[i] as Waiting;
      if (waiting.round.currency === currency && !users.has(waiting.round.userId)) {
        users.add(waiting.round.userId);
        batch.push(waiting);
        queue.splice(i, 1);
      } else {
        i++;
      }
    }
    return batch;
  }

  async function run(batch: Waiting[]): Promise<void> {
    const rounds = batch.map((w) => w.round);
    const currency = (rounds[0] as BatchedRound).currency;
    const column = <T>(pick: (r: BatchedRound) => T) => rounds.map(pick);
    try {
      const result = await pool.query({
        name: STATEMENT_NAME,
        text: STATEMENT,
        values: [
          column((r) => r.userId),
          column((r) => r.pairId),
          column((r) => r.nonce),
          column((r) => r.game),
          column((r) => r.engineVersion),
          column((r) => r.stake.toString()),
          column((r) => r.payout.toString()),
          column((r) => r.multiplier),
          column((r) => r.status),
          column((r) => r.serverSeedHash),
          column((r) => r.clientSeed),
          column((r) => r.params),
          column((r) => r.config),
          column((r) => r.outcome),
          column((r) => r.state),
          column((r) => r.key),
          currency,
          batches++ % SYSTEM_SHARDS,
          rounds.length,
        ],
      });
      totals.batches++;
      totals.rounds += batch.length;
      const written = new Map<number, WrittenRound>();
      const rows = (result.rows[0]?.written ?? []) as [number, number, string, string][];
      for (const [userId, betId, createdAt, cash] of rows) {
        written.set(Number(userId), { betId: Number(betId), createdAt, cash: BigInt(cash) });
      }
      for (const waiting of batch) {
        const mine = written.get(waiting.round.userId);
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
    write(round: BatchedRound): Promise<WrittenRound> {
      return new Promise((resolve, reject) => {
        queue.push({ round, resolve, reject });
        pump();
      });
    },
  };
}
