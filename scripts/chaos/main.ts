/**
 * npm run test:chaos — the money load under failures (issues 20 and 22), seeded and bounded. Each phase runs the mixed
 * load (dice bets, deposits through the signed sandbox webhook, withdrawals, operator decisions), injects its faults,
 * then reconciles what clients were told with the database and proves the books.
 *
 *   npm run test:chaos [-- --seed N] [--seconds S] [--phases api-kill,pg-crash,pglite-kill,browser]
 *
 * Exit code 0 when every phase ends with no difference, no API exit, every restart working and the books balanced.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { failed, type PhaseOptions, type PhaseResult } from './phase';
import { apiKillPhase } from './phases/api-kill';
import { browserPhase } from './phases/browser';
import { pgCrashPhase } from './phases/pg-crash';
import { pgliteKillPhase } from './phases/pglite-kill';
import { seededRandom } from './random';

const PHASES: Record<string, (options: PhaseOptions) => Promise<PhaseResult>> = {
  'api-kill': apiKillPhase,
  'pg-crash': pgCrashPhase,
  'pglite-kill': pgliteKillPhase,
  browser: browserPhase,
};

const { values } = parseArgs({
  options: { seed: { type: 'string' }, seconds: { type: 'string' }, phases: { type: 'string' } },
});
const seed = Number(values.seed ?? process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const seconds = Number(values.seconds ?? process.env.CHAOS_SECONDS ?? 30);
const names = (values.phases ?? Object.keys(PHASES).join(',')).split(',').map((name) => name.trim());
for (const name of names)
  if (!PHASES[name]) throw new Error(`Unknown phase ${name}: ${Object.keys(PHASES).join(', ')}`);

console.log(
  `Chaos: seed ${seed} (rerun with --seed ${seed}), ${seconds} s of load per phase, phases ${names.join(', ')}.`,
);
const results: PhaseResult[] = [];
let basePort = Number(process.env.CHAOS_PORT ?? 8301);
for (const name of names) {
  const phase = PHASES[name];
  if (!phase) continue;
  console.log(
    `\n=== ${name} (load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})`,
  );
  const started = performance.now();
  const result = await phase({ random: seededRandom(seed ^ basePort), seconds, basePort });
  basePort += 10;
  results.push(result);
  const r = result.reconciliation;
  console.log(`${result.phase}: ${result.faults}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `  operations ${r.operations} (${Object.entries(r.byKind)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}): ${r.acknowledged} answered, ${r.unacknowledged} never answered ` +
      `(${r.unacknowledgedApplied} of them found fully applied, the rest fully absent)`,
  );
  console.log(
    `  differences ${r.differences.length}; ledger ${r.ledgerOk ? 'balanced' : 'NOT balanced'} (${r.ledgerTransactions} transactions); ` +
      `replays answered differently ${result.replayMismatches.length}; API exits ${result.apiExits}; restart failures ${result.restartFailures}`,
  );
  if (result.secondsToServing.length) {
    console.log(
      `  seconds from database back to serving: ${result.secondsToServing.map((s) => s.toFixed(2)).join(', ')}`,
    );
  }
  for (const line of [...r.differences, ...result.replayMismatches, ...result.notes].slice(0, 20))
    console.log(`  - ${line}`);
}

const bad = results.filter(failed);
console.log(
  `\nChaos seed ${seed}: ${results.length - bad.length} of ${results.length} phases passed` +
    (bad.length ? `; FAILED: ${bad.map((result) => result.phase).join('; ')}` : '.'),
);
process.exit(bad.length ? 1 : 0);
