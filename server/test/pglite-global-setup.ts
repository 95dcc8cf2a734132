import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/open';

/**
 * Vitest globalSetup of the PGlite projects: one database migrated once, dumped to a file that each test's server
 * starts from (harness.ts), instead of an initdb and the migrations per server.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'lucky-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
