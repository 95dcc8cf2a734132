import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/open';
import { createPgCluster } from './pg-cluster';

const TEMPLATE = 't_migrated';

/**
 * Vitest globalSetup of the `server-pg` project: one throwaway PostgreSQL 15 cluster (pg-cluster.ts) for the run.
 * Tests get the admin URL through `inject('pgAdminUrl')`.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | undefined;
    /** The same cluster through its Unix socket (the games bench connects this way, as a co-located server would). */
    pgSocketUrl: string | undefined;
    /** A database migrated once that each test's database is created from (`CREATE DATABASE … TEMPLATE`). */
    pgTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await createPgCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const template = await openDb({ databaseUrl: url.toString(), poolSize: 1 });
  await template.migrate();
  await template.close();
  project.provide('pgTemplate', TEMPLATE);
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgSocketUrl', cluster.socketUrl);
  return async () => cluster.remove();
}
