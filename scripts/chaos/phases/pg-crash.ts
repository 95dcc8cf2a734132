import { openDb } from '../../../server/db/open';
import { ApiProcess } from '../api-process';
import { call } from '../http';
import { runMixedLoad } from '../load';
import { type PhaseOptions, type PhaseResult, serverEnv, sleep } from '../phase';
import { ChaosPostgres } from '../postgres';
import { reconcile } from '../reconcile';

/** Seconds until every process answers /readyz 200 (the database reachable through it), up to 30 s. */
async function secondsUntilServing(processes: ApiProcess[]): Promise<number> {
  const started = performance.now();
  for (const api of processes) {
    while (performance.now() - started < 30_000) {
      const ready = await call({ port: api.port, method: 'GET', path: '/readyz', timeoutMs: 1000 });
      if (ready.kind === 'answer' && ready.status === 200) break;
      await sleep(50);
    }
  }
  return (performance.now() - started) / 1000;
}

/**
 * Issue 22: PostgreSQL 15 (fsync on) crashed with SIGKILL under the mixed load, and started again; the two API processes
 * are NOT restarted by the phase: each must ride through (an exit is counted, then the process is started again so the
 * load can go on).
 */
export async function pgCrashPhase({ random, seconds, basePort }: PhaseOptions): Promise<PhaseResult> {
  const cluster = await ChaosPostgres.create();
  const { env, cleanup } = serverEnv({ DATABASE_URL: cluster.url });
  const processes = [0, 1].map((i) => new ApiProcess({ name: `api-${i}`, port: basePort + i, env }));
  const recoveries: number[] = [];
  let crashes = 0;
  try {
    for (const api of processes) api.start();
    for (const api of processes) if (!(await api.ready())) throw new Error('an API process did not start');
    const targets = { ports: () => processes.filter((api) => api.running).map((api) => api.port) };
    let loadDone = false;
    const crasher = (async () => {
      await sleep(random.int(2000, 4000));
      while (!loadDone) {
        cluster.crash();
        crashes++;
        await sleep(random.int(500, 2500));
        await cluster.start();
        for (const api of processes) if (!api.running) api.start();
        recoveries.push(await secondsUntilServing(processes));
        await sleep(random.int(2000, 5000));
      }
    })();
    const { workload, players } = await runMixedLoad(targets, random, { players: 8, clients: 8, seconds }).finally(
      () => {
        loadDone = true;
      },
    );
    await crasher;
    const replayMismatches = await workload.replayAnsweredBets(players);
    const database = await openDb({ databaseUrl: cluster.url, poolSize: 2 });
    try {
      const exits = processes.flatMap((api) => api.unexpectedExits);
      return {
        phase: 'pg-crash (PostgreSQL 15 SIGKILLed, fsync on)',
        faults: `${crashes} PostgreSQL crashes`,
        reconciliation: await reconcile(database.db, workload.journal),
        replayMismatches,
        apiExits: exits.length,
        restartFailures: 0,
        secondsToServing: recoveries,
        notes: exits.map((exit) => `API exit ${exit.code}: ${exit.log.split('\n').slice(-4).join(' | ')}`),
      };
    } finally {
      await database.close();
    }
  } finally {
    for (const api of processes) await api.stop();
    await cluster.stop();
    cleanup();
  }
}
