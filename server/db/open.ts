import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireLock } from './lock';
import * as schema from './schema';
import type { Db } from './types';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (drizzle's migrator; the same SQL on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent, PGlite runs in memory (tests). */
  dataDir?: string | undefined;
  /** Size of the pg pool. */
  poolSize?: number;
}

export async function openDb(options: OpenOptions): Promise<OpenDb> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<OpenDb> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover, a test's DROP DATABASE) must not crash the process;
  // the pool opens a new one on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // An advisory lock so two processes starting together do not both apply the same migration.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727274001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<OpenDb> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const folder = join(dataDir, 'pglite');
    release = acquireLock(join(dataDir, 'pglite.lock'), /^[./]/.test(folder) ? folder : `./${folder}`);
    try {
      client = await PGlite.create({ dataDir: folder });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
