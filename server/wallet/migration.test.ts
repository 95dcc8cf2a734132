import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/open';
import * as schema from '../db/schema';
import type { Db } from '../db/types';
import { rowsOf } from './ledger';
import { checkLedger } from './reconcile';

/** A copy of the migrations folder whose journal stops after the first `count` migrations. */
function firstMigrations(count: number): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lucky-mig-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('migration from the foundation wallets', () => {
  it('moves every wallet onto ledger accounts with an opening adjustment, and the books balance', async () => {
    const client = await PGlite.create();
    const db = drizzle(client, { schema }) as unknown as Db;
    const foundation = firstMigrations(1);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: foundation.dir });
      await db.execute(sql`
        INSERT INTO users (email, currency, register_method) VALUES ('a@example.com', 'RUB', 'email'), ('b@example.com', 'USD', 'email')`);
      await db.execute(sql`
        INSERT INTO wallets (user_id, currency, balance_minor, bonus_minor, bonus_balance_minor)
        SELECT id, currency, CASE WHEN currency = 'RUB' THEN 12345 ELSE 0 END, CASE WHEN currency = 'RUB' THEN 50 ELSE 0 END,
          CASE WHEN currency = 'RUB' THEN 700 ELSE 0 END FROM users`);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = rowsOf<{ email: string; kind: string; balance: string }>(
        await db.execute(sql`
          SELECT u.email, a.kind, a.balance_minor::text AS balance FROM accounts a JOIN users u ON u.id = a.user_id
          ORDER BY u.email, a.kind`),
      );
      expect(rows.map((r) => `${r.email} ${r.kind} ${r.balance}`)).toEqual([
        'a@example.com bonus 700',
        'a@example.com bonus_pending 50',
        'a@example.com cash 12345',
        'a@example.com payout_hold 0',
        'b@example.com bonus 0',
        'b@example.com bonus_pending 0',
        'b@example.com cash 0',
        'b@example.com payout_hold 0',
      ]);
      const report = await checkLedger(db);
      expect(report.problems).toEqual([]);
      expect(report.transactions).toBe(1);
      expect(report.entries).toBe(4);
      const methods = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM payment_methods`));
      expect(methods[0]?.n).toBe(14);
    } finally {
      foundation.remove();
      await client.close();
    }
  });
});
