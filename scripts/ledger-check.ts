/**
 * npm run ledger:check: proves the books of the configured database (DATABASE_URL, or PGlite under DATA_DIR):
 * every cached balance equals the sum of its entries, every transaction balances, the books sum to zero.
 * Exit code 0 when they do, 1 when not (the first problems are printed), 2 when the database cannot be read.
 * PGlite allows one process: stop the server first, or use the operator endpoint GET /operator/ledger/check.
 */
import { readConfig } from '../server/config';
import { openDb } from '../server/db/open';
import { pgErrorCode } from '../server/lib/http-error';
import { checkLedger } from '../server/wallet/reconcile';

async function main(): Promise<number> {
  const config = readConfig();
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    // Sums over the whole ledger: allow them far longer than an API statement.
    timeouts: { ...config.databaseTimeouts, statementMs: 600_000, queryMs: 660_000 },
  });
  try {
    const started = performance.now();
    const report = await checkLedger(database.db).catch((error: unknown) => {
      if (pgErrorCode(error) === '42P01') {
        throw new Error('This database has no ledger yet: start the server once (it applies the migrations).');
      }
      throw error;
    });
    const ms = Math.round(performance.now() - started);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    console.log(
      `Ledger of ${where}: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries (${ms} ms)`,
    );
    if (report.ok) {
      console.log(
        'OK: every balance equals the sum of its entries, every transaction sums to zero, the books balance.',
      );
      return 0;
    }
    console.error(`FAILED: ${report.problems.length} problem(s)`);
    for (const problem of report.problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
