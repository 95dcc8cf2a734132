import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';

/**
 * The crash hash chain (contract/fairness/crash.ts), kept without storing its hashes: the secret seed (position 0)
 * and every CHECKPOINT_EVERY-th position. Game n's hash is position `length − n`, derived from the checkpoint at or
 * below it in fewer than CHECKPOINT_EVERY hashes. node:crypto here: the same SHA-256 of the hex text as Web Crypto's
 * (contract/fairness/crash.test.ts checks the fairness functions against it), synchronous and fast.
 */
export const CHECKPOINT_EVERY = 10_000;
const CHAIN_ID = 1;

export interface Chain {
  id: number;
  length: number;
  checkpointEvery: number;
  terminatingHash: string;
  committedAt: Date;
  salt: string | null;
  saltFixedAt: Date | null;
}

const next = (hash: string) => createHash('sha256').update(hash).digest('hex');

interface ChainRow {
  id: number;
  length: number;
  checkpoint_every: number;
  terminating_hash: string;
  committed_at: Date | string;
  salt: string | null;
  salt_fixed_at: Date | string | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export async function readChain(db: Db): Promise<Chain | null> {
  const [row] = rowsOf<ChainRow>(
    await db.execute(sql`SELECT id, length, checkpoint_every, terminating_hash, committed_at, salt, salt_fixed_at
                         FROM crash_chains WHERE id = ${CHAIN_ID}`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    length: Number(row.length),
    checkpointEvery: Number(row.checkpoint_every),
    terminatingHash: row.terminating_hash,
    committedAt: date(row.committed_at),
    salt: row.salt,
    saltFixedAt: row.salt_fixed_at === null ? null : date(row.salt_fixed_at),
  };
}

/**
 * The chain, generated on first call (by the leader only): hashes `length` times from a random seed, yielding to the
 * event loop between checkpoints, then commits the terminating hash with the checkpoints; then fixes the salt, after
 * the commitment (`salt`: announced in advance; else drawn now). Idempotent: an existing chain is kept as it is.
 * `seed`: random unless given (a test that needs to know its rounds' busts in advance).
 */
export async function ensureChain(
  db: Db,
  length: number,
  salt: string | undefined,
  seed = randomBytes(32).toString('hex'),
): Promise<Chain> {
  let chain = await readChain(db);
  if (!chain) {
    const checkpoints: { position: number; hash: string }[] = [{ position: 0, hash: seed }];
    let hash = seed;
    for (let position = 1; position <= length; position++) {
      hash = next(hash);
      if (position % CHECKPOINT_EVERY === 0) {
        checkpoints.push({ position, hash });
        await yieldToEvents();
      }
    }
    await db.transaction(async (tx) => {
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO crash_chains (id, seed, length, checkpoint_every, terminating_hash)
                             VALUES (${CHAIN_ID}, ${seed}, ${length}, ${CHECKPOINT_EVERY}, ${hash})
                             ON CONFLICT (id) DO NOTHING RETURNING id`),
      );
      if (inserted.length === 0) return;
      for (let i = 0; i < checkpoints.length; i += 500) {
        const slice = checkpoints.slice(i, i + 500);
        await tx.execute(
          sql`INSERT INTO crash_checkpoints (chain_id, position, hash) VALUES ${sql.join(
            slice.map((c) => sql`(${CHAIN_ID}, ${c.position}, ${c.hash})`),
            sql`, `,
          )}`,
        );
      }
    });
    chain = (await readChain(db)) as Chain;
  }
  const fixed = salt ?? randomBytes(32).toString('hex');
  while (chain.salt === null) {
    // Strictly after the commitment, to the millisecond the API shows both at: a clock still in the commitment's
    // millisecond waits for the next one.
    await db.execute(sql`UPDATE crash_chains SET salt = ${fixed}, salt_fixed_at = clock_timestamp()
                         WHERE id = ${chain.id} AND salt IS NULL
                           AND clock_timestamp() >= date_trunc('milliseconds', committed_at) + interval '1 millisecond'`);
    chain = (await readChain(db)) as Chain;
    if (chain.salt === null) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return chain;
}

/** Game `game`'s hash (1 ≤ game ≤ length), from the nearest checkpoint at or below its position. */
export async function gameHash(db: Db, chain: Chain, game: number): Promise<string> {
  if (!Number.isSafeInteger(game) || game < 1 || game > chain.length) throw new RangeError(`No game ${game}`);
  const position = chain.length - game;
  const from = Math.floor(position / chain.checkpointEvery) * chain.checkpointEvery;
  const [row] = rowsOf<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM crash_checkpoints WHERE chain_id = ${chain.id} AND position = ${from}`),
  );
  if (!row) throw new Error(`Crash chain checkpoint ${from} is missing`);
  let hash = row.hash;
  for (let p = from; p < position; p++) hash = next(hash);
  return hash;
}
