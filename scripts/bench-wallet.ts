/**
 * npm run bench:wallet: bet-shaped wallet traffic through the wallet service, with 32 concurrent callers, on a
 * throwaway PostgreSQL 15 cluster (as the server-pg tests start it) and on in-memory PGlite. Two shapes:
 *   - round: the bet (debit) and its win (credit) as two ledger transactions in ONE statement (1 round trip);
 *   - split: the bet, then the win, as two statements (2 round trips), as a game with a delay between them does.
 * Prints rounds/s, ledger transactions/s, p50/p99 latency of a round, then runs the reconciliation.
 * Options (env): BENCH_SECONDS (8), BENCH_CALLERS (32), BENCH_PLAYERS (1000), BENCH_POOL (16), BENCH_ONLY (pg|pglite).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../server/db/open';
import { users } from '../server/db/schema';
import type { Db } from '../server/db/types';
import setupPg from '../server/test/pg-global-setup';
import { checkLedger } from '../server/wallet/reconcile';
import { createWalletService, InsufficientFunds, type WalletService } from '../server/wallet/service';
import { reportFigure } from './bench/figure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 32);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const ONLY = process.env.BENCH_ONLY;

interface Figures {
  rounds: number;
  seconds: number;
  p50: number;
  p99: number;
  refused: number;
}

async function seed(db: Db, wallet: WalletService): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        email: `bench${i}@example.com`,
        currency: 'RUB',
        registerMethod: 'email',
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  for (const id of ids) {
    await wallet.openUserAccounts(db, id, 'RUB');
    await wallet.credit({
      userId: id,
      currency: 'RUB',
      amountMinor: 100_000_000n,
      kind: 'deposit',
      idempotencyKey: `seed:${id}`,
      counterparty: 'payments_clearing',
    });
  }
  return ids;
}

async function run(wallet: WalletService, ids: number[], shape: 'round' | 'split', seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let refused = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      let n = 0;
      while (performance.now() < end) {
        const userId = ids[(caller + n * CALLERS) % ids.length] ?? 0;
        n++;
        const stake = BigInt(100 + ((caller * 7919 + n) % 900));
        const win = (stake * BigInt(50 + ((n * 31) % 150))) / 100n;
        const round = randomUUID();
        const bet = wallet.debitPosting({
          userId,
          currency: 'RUB',
          amountMinor: stake,
          kind: 'bet',
          idempotencyKey: `${round}:bet`,
          reference: `round:bench:${round}`,
        });
        const credit = wallet.creditPosting({
          userId,
          currency: 'RUB',
          amountMinor: win,
          kind: 'win',
          idempotencyKey: `${round}:win`,
          reference: `round:bench:${round}`,
        });
        const t0 = performance.now();
        try {
          if (shape === 'round') {
            await wallet.post([bet, credit]);
          } else {
            await wallet.post([bet]);
            await wallet.post([credit]);
          }
          latencies.push(performance.now() - t0);
        } catch (error) {
          if (error instanceof InsufficientFunds) refused++;
          else throw error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rounds: latencies.length, seconds: elapsed, p50: at(0.5), p99: at(0.99), refused };
}

function print(engine: string, shape: string, f: Figures): void {
  const perSecond = f.rounds / f.seconds;
  reportFigure({
    name: `wallet: ${shape} rounds/s (${engine})`,
    value: Math.round(perSecond),
    unit: 'rounds/s',
    target: null,
    met: null,
  });
  console.log(
    `${engine.padEnd(14)} ${shape.padEnd(6)} ${perSecond.toFixed(0).padStart(6)} rounds/s  ${(perSecond * 2)
      .toFixed(0)
      .padStart(
        6,
      )} ledger tx/s  p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  (${f.rounds} rounds in ${f.seconds.toFixed(1)} s${f.refused ? `, ${f.refused} refused` : ''})`,
  );
}

async function bench(engine: string, db: Db, seconds: number): Promise<boolean> {
  const wallet = createWalletService(db);
  await wallet.ensureSystemAccounts();
  const ids = await seed(db, wallet);
  await run(wallet, ids, 'round', 1); // warm-up
  print(engine, 'round', await run(wallet, ids, 'round', seconds));
  print(engine, 'split', await run(wallet, ids, 'split', seconds));
  const report = await checkLedger(db);
  console.log(
    `${engine.padEnd(14)} reconciliation: ${report.ok ? 'OK' : 'FAILED'} (${report.transactions} transactions, ${report.entries} entries)`,
  );
  for (const problem of report.problems) console.log(`  - ${problem}`);
  return report.ok;
}

async function main(): Promise<number> {
  console.log(
    `Wallet bench: ${CALLERS} concurrent callers, ${PLAYERS} players, ${SECONDS} s per shape; a round = bet debit + win credit.`,
  );
  let ok = true;
  if (ONLY !== 'pglite') {
    let adminUrl = '';
    const teardown = await setupPg({
      provide: (_key: string, value: string) => {
        adminUrl = value;
      },
    } as unknown as TestProject);
    try {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('CREATE DATABASE bench');
      const settings = await admin.query(
        "SELECT name, setting FROM pg_settings WHERE name IN ('server_version', 'fsync', 'synchronous_commit')",
      );
      await admin.end();
      console.log(
        `PostgreSQL: ${settings.rows.map((r: { name: string; setting: string }) => `${r.name}=${r.setting}`).join(', ')} (throwaway cluster), pool ${POOL}`,
      );
      const url = new URL(adminUrl);
      url.pathname = '/bench';
      const database = await openDb({ databaseUrl: url.toString(), poolSize: POOL });
      try {
        await database.migrate();
        ok = (await bench('PostgreSQL 15', database.db, SECONDS)) && ok;
      } finally {
        await database.close();
      }
    } finally {
      await teardown();
    }
  }
  if (ONLY !== 'pg') {
    const database = await openDb({});
    try {
      await database.migrate();
      await database.db.execute(sql`SELECT 1`);
      ok = (await bench('PGlite', database.db, Math.max(2, Math.round(SECONDS / 2)))) && ok;
    } finally {
      await database.close();
    }
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
