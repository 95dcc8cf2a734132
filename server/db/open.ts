import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from '../config';
import { acquireLock } from './lock';
import { createPool, migratePostgres } from './postgres';
import * as schema from './schema';
import type { Db } from './types';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (drizzle's migrator; the same SQL on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent, PGlite runs in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite's starting files (a `dumpDataDir` tarball): tests copy one migrated database instead of
   * running initdb and the migrations for each (seconds each).
   */
  loadDataDir?: Blob | undefined;
  /** Size of the pg pool. */
  poolSize?: number;
  /** PostgreSQL connection and statement time limits (server/config.ts). */
  timeouts?: DatabaseTimeouts;
  /** Where connection trouble is reported (stderr by default). */
  log?: (message: string) => void;
}

export async function openDb(options: OpenOptions): Promise<OpenDb> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, options: OpenOptions): Promise<OpenDb> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const log = options.log ?? ((message: string) => console.error(message));
  const pool = createPool(url, options.poolSize ?? 10, timeouts, log);
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    migrate: () => migratePostgres(url, timeouts, MIGRATIONS_FOLDER, log),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<OpenDb> {
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
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
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
