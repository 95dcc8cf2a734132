import type { PhaseOptions, PhaseResult } from '../phase';
import { sleep } from '../phase';
import { runOnPostgres } from '../postgres';

/**
 * Issue 20: two API processes on one PostgreSQL 15; one of them is killed with SIGKILL at random moments and started
 * again while the mixed money load runs against both. Clients resend a lost call with its key to either process.
 */
export async function apiKillPhase(options: PhaseOptions): Promise<PhaseResult> {
  const { random } = options;
  let restartFailures = 0;
  const run = await runOnPostgres(options, async (_cluster, processes, loadRunning) => {
    await sleep(random.int(1000, 2500));
    while (loadRunning()) {
      const victim = random.pick(processes);
      await victim.kill();
      await sleep(random.int(200, 1500));
      victim.start();
      if (!(await victim.ready())) restartFailures++;
      await sleep(random.int(800, 3000));
    }
  });
  return {
    phase: 'api-kill (2 API processes on PostgreSQL 15)',
    faults: `${run.processes.reduce((sum, api) => sum + api.kills, 0)} SIGKILLs of an API process`,
    reconciliation: run.reconciliation,
    replayMismatches: run.replayMismatches,
    apiExits: run.processes.reduce((sum, api) => sum + api.unexpectedExits.length, 0),
    restartFailures,
    secondsToServing: [],
    notes: run.processes.flatMap((api) =>
      api.unexpectedExits.map((exit) => `unexpected exit ${exit.code}: ${exit.log}`),
    ),
  };
}
