import type { TestProject } from 'vitest/node';
import { createPgCluster } from './pg-cluster';

/**
 * Vitest globalSetup of the `server-pg` project: one throwaway PostgreSQL 15 cluster (pg-cluster.ts) for the run.
 * Tests get the admin URL through `inject('pgAdminUrl')`.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | undefined;
    /** The same cluster through its Unix socket (the games bench connects this way, as a co-located server would). */
    pgSocketUrl: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await createPgCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgSocketUrl', cluster.socketUrl);
  return async () => cluster.remove();
}
