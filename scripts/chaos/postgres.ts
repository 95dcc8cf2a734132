import pg from 'pg';
import { openDb } from '../../server/db/open';
import { createPgCluster, type PgCluster } from '../../server/test/pg-cluster';
import { ApiProcess } from './api-process';
import { runMixedLoad } from './load';
import { type PhaseOptions, serverEnv } from './phase';
import { type Reconciliation, reconcile } from './reconcile';

export interface PostgresRun {
  reconciliation: Reconciliation;
  replayMismatches: string[];
  processes: ApiProcess[];
}

/**
 * The phases on PostgreSQL 15: a throwaway cluster with production's durability (fsync on), two API processes on it,
 * the mixed load against both while `faults` injects its failures until the load is done, then the replays and the
 * reconciliation.
 */
export async function runOnPostgres(
  { random, seconds, basePort }: PhaseOptions,
  faults: (cluster: PgCluster, processes: ApiProcess[], loadRunning: () => boolean) => Promise<void>,
): Promise<PostgresRun> {
  const cluster = await createPgCluster({ durable: true });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE chaos');
  await admin.end();
  const url = cluster.adminUrl.replace(/\/postgres$/, '/chaos');
  const { env, cleanup } = serverEnv({ DATABASE_URL: url });
  const processes = [0, 1].map((i) => new ApiProcess({ name: `api-${i}`, port: basePort + i, env }));
  try {
    for (const api of processes) api.start();
    for (const api of processes) if (!(await api.ready())) throw new Error('an API process did not start');
    const targets = { ports: () => processes.filter((api) => api.running).map((api) => api.port) };
    let loadDone = false;
    const injecting = faults(cluster, processes, () => !loadDone);
    const { workload, players } = await runMixedLoad(targets, random, { players: 8, clients: 8, seconds }).finally(
      () => {
        loadDone = true;
      },
    );
    await injecting;
    const replayMismatches = await workload.replayAnsweredBets(players);
    const database = await openDb({ databaseUrl: url, poolSize: 2 });
    try {
      return { reconciliation: await reconcile(database.db, workload.journal), replayMismatches, processes };
    } finally {
      await database.close();
    }
  } finally {
    for (const api of processes) await api.stop();
    cluster.remove();
    cleanup();
  }
}
