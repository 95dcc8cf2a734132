import { openDb } from '../../../server/db/open';
import { ApiProcess } from '../api-process';
import { runMixedLoad } from '../load';
import { type PhaseOptions, type PhaseResult, serverEnv, sleep } from '../phase';
import { ChaosPostgres } from '../postgres';
import { reconcile } from '../reconcile';

/**
 * Issue 20: two API processes on one PostgreSQL 15; one of them is killed with SIGKILL at random moments and started
 * again while the mixed money load runs against both. Clients resend a lost call with its key to either process.
 */
export async function apiKillPhase({ random, seconds, basePort }: PhaseOptions): Promise<PhaseResult> {
  const cluster = await ChaosPostgres.create();
  const { env, cleanup } = serverEnv({ DATABASE_URL: cluster.url });
  const processes = [0, 1].map((i) => new ApiProcess({ name: `api-${i}`, port: basePort + i, env }));
  let restartFailures = 0;
  try {
    for (const api of processes) api.start();
    for (const api of processes) if (!(await api.ready())) throw new Error('an API process did not start');
    const targets = { ports: () => processes.filter((api) => api.running).map((api) => api.port) };
    let loadDone = false;
    const killer = (async () => {
      await sleep(random.int(1000, 2500));
      while (!loadDone) {
        const victim = random.pick(processes);
        await victim.kill();
        await sleep(random.int(200, 1500));
        victim.start();
        if (!(await victim.ready())) restartFailures++;
        await sleep(random.int(800, 3000));
      }
    })();
    const { workload, players } = await runMixedLoad(targets, random, { players: 8, clients: 8, seconds }).finally(
      () => {
        loadDone = true;
      },
    );
    await killer;
    const replayMismatches = await workload.replayAnsweredBets(players);
    const database = await openDb({ databaseUrl: cluster.url, poolSize: 2 });
    try {
      const kills = processes.reduce((sum, api) => sum + api.kills, 0);
      return {
        phase: 'api-kill (2 API processes on PostgreSQL 15)',
        faults: `${kills} SIGKILLs of an API process`,
        reconciliation: await reconcile(database.db, workload.journal),
        replayMismatches,
        apiExits: processes.reduce((sum, api) => sum + api.unexpectedExits.length, 0),
        restartFailures,
        secondsToServing: [],
        notes: processes.flatMap((api) =>
          api.unexpectedExits.map((exit) => `unexpected exit ${exit.code}: ${exit.log}`),
        ),
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
