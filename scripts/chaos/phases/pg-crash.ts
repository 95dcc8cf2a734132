import { HEALTH_API } from '../../../contract/api/health';
import type { ApiProcess } from '../api-process';
import { call } from '../http';
import { type PhaseOptions, type PhaseResult, sleep } from '../phase';
import { runOnPostgres } from '../postgres';

/** Seconds until every process answers /readyz 200 (the database reachable through it), up to 30 s. */
async function secondsUntilServing(processes: ApiProcess[]): Promise<number> {
  const started = performance.now();
  for (const api of processes) {
    while (performance.now() - started < 30_000) {
      const ready = await call({ port: api.port, method: 'GET', path: HEALTH_API.ready.path, timeoutMs: 1000 });
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
export async function pgCrashPhase(options: PhaseOptions): Promise<PhaseResult> {
  const { random } = options;
  const recoveries: number[] = [];
  let crashes = 0;
  const run = await runOnPostgres(options, async (cluster, processes, loadRunning) => {
    await sleep(random.int(2000, 4000));
    while (loadRunning()) {
      cluster.kill();
      crashes++;
      await sleep(random.int(500, 2500));
      cluster.start();
      for (const api of processes) if (!api.running) api.start();
      recoveries.push(await secondsUntilServing(processes));
      await sleep(random.int(2000, 5000));
    }
  });
  const exits = run.processes.flatMap((api) => api.unexpectedExits);
  return {
    phase: 'pg-crash (PostgreSQL 15 SIGKILLed, fsync on)',
    faults: `${crashes} PostgreSQL crashes`,
    reconciliation: run.reconciliation,
    replayMismatches: run.replayMismatches,
    apiExits: exits.length,
    restartFailures: 0,
    secondsToServing: recoveries,
    notes: exits.map((exit) => `API exit ${exit.code}: ${exit.log.split('\n').slice(-4).join(' | ')}`),
  };
}
