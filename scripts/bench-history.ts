/**
 * How long one page of a player's history takes with 10,000 rounds (plus other players' rows), on embedded PGlite
 * or on PostgreSQL (DATABASE_URL): the first page, a page deep in the middle (by cursor), and one game's rounds.
 * A cursor page reads only `limit + 1` rows per source from its (user, time, id) index, so it should not grow
 * with depth. `node --import tsx scripts/bench-history.ts`
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { formatCursor } from '../contract/api/history';
import { openDb } from '../server/db/open';
import { readHistory } from '../server/history/repository';
import { rowsOf } from '../server/wallet/ledger';

const ROUNDS = 10_000;
const opened = await openDb({ databaseUrl: process.env.DATABASE_URL });
await opened.migrate();
const { db } = opened;

async function player(): Promise<number> {
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO users (currency, register_method) VALUES ('RUB', 'email') RETURNING id`),
  );
  const id = Number(user?.id);
  await db.execute(sql`
    INSERT INTO game_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
    VALUES (${id}, 's', 'h', 'c', 'n', 'nh')`);
  // Rounds a second apart, several games, ten at a time sharing one instant (as a batch statement writes them).
  await db.execute(sql`
    INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, multiplier_bp, status,
      seed_pair_id, nonce, server_seed_hash, client_seed, params, config, outcome, idempotency_key, created_at)
    SELECT ${id}, (ARRAY['dice','coinflip','keno','roulette'])[1 + n % 4], 1, 'RUB', 100, (n % 2) * 198, (n % 2) * 19800,
      'settled', p.id, n, 'h', 'c', '{}', '{}', '{}', 'k' || n, now() - ((n / 10) * interval '1 second')
    FROM generate_series(0, ${ROUNDS - 1}) n, (SELECT id FROM game_seed_pairs WHERE user_id = ${id}) p`);
  return id;
}

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const runs = 20;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await run();
  console.log(`${label}: ${((performance.now() - start) / runs).toFixed(2)} ms per page`);
}

const userId = await player();
await player();
await db.execute(sql`ANALYZE`);
const base = { userId, kind: 'all' as const, game: undefined, from: undefined, to: undefined, limit: 21 };
const first = await readHistory(db, { ...base, cursor: undefined });
const middle = (await readHistory(db, { ...base, cursor: undefined, limit: ROUNDS / 2 })).at(-1);
if (!first.length || !middle) throw new Error('no rows');
console.log(`${opened.kind}, ${ROUNDS} rounds of one player (and as many of another)`);
await time('first page', () => readHistory(db, { ...base, cursor: undefined }));
await time('page at row 5,000', () =>
  readHistory(db, { ...base, cursor: { at: middle.at, kind: middle.kind, id: middle.id } }),
);
await time('dice rounds, first page', () =>
  readHistory(db, { ...base, kind: 'rounds', game: 'dice', cursor: undefined }),
);
console.log(`(cursor of row 5,000: ${formatCursor({ at: middle.at, kind: middle.kind, id: middle.id })})`);
await opened.close();
