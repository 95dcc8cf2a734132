import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../../../server/db/open';
import { ApiProcess } from '../api-process';
import { runMixedLoad } from '../load';
import { type PhaseOptions, type PhaseResult, serverEnv, sleep } from '../phase';
import { reconcile } from '../reconcile';

/** `unshare --pid` needs root (or user namespaces); without it the phase says so and restarts normally. */
function canUnshare(): boolean {
  return process.getuid?.() === 0;
}

/**
 * Issue 22: the server on the embedded PGlite, SIGKILLed under the mixed load and started again on the same data
 * folder; the last restarts happen in a fresh PID namespace (the server is pid 1 again, as a container restarts it).
 */
export async function pgliteKillPhase({ random, seconds, basePort }: PhaseOptions): Promise<PhaseResult> {
  const { env, cleanup } = serverEnv({});
  const api = new ApiProcess({ name: 'api', port: basePort, env });
  const notes: string[] = [];
  let restartFailures = 0;
  let namespaceRestarts = 0;
  try {
    api.start();
    if (!(await api.ready())) throw new Error('the API process did not start');
    const targets = { ports: () => [api.port] };
    let loadDone = false;
    const killer = (async () => {
      await sleep(random.int(1500, 3000));
      let kill = 0;
      while (!loadDone) {
        await api.kill();
        await sleep(random.int(100, 800));
        const fresh = kill >= 2 && canUnshare();
        if (fresh) namespaceRestarts++;
        api.start(fresh);
        if (!(await api.ready(60_000))) {
          restartFailures++;
          notes.push(
            `restart ${kill + 1}${fresh ? ' (fresh PID namespace)' : ''} failed: ${api.unexpectedExits.at(-1)?.log ?? 'no exit'}`,
          );
          api.unexpectedExits.pop();
          // As an operator would: delete the lock by hand, then start again.
          rmSync(join(env.DATA_DIR ?? '', 'pglite.lock'), { force: true });
          api.start(false);
          await api.ready(60_000);
        }
        kill++;
        await sleep(random.int(1500, 4000));
      }
    })();
    const { workload, players } = await runMixedLoad(targets, random, { players: 6, clients: 6, seconds }).finally(
      () => {
        loadDone = true;
      },
    );
    await killer;
    const replayMismatches = await workload.replayAnsweredBets(players);
    await api.stop();
    if (!canUnshare()) notes.push('not root: the fresh PID namespace restarts were skipped');
    const database = await openDb({ dataDir: env.DATA_DIR ?? join('.tmp', 'missing') });
    try {
      return {
        phase: 'pglite-kill (embedded PGlite, same folder)',
        faults: `${api.kills} SIGKILLs, ${namespaceRestarts} restarts in a fresh PID namespace`,
        reconciliation: await reconcile(database.db, workload.journal),
        replayMismatches,
        apiExits: api.unexpectedExits.length,
        restartFailures,
        secondsToServing: [],
        notes,
      };
    } finally {
      await database.close();
    }
  } finally {
    await api.stop();
    cleanup();
  }
}
