/**
 * A child process for the lock tests: `hold-lock.ts <lock file> [start at ms] [rounds]`. Round r starts at
 * `start + r * 1000` ms (so many processes start together) and races for `<lock file>.<r>` (the file itself with
 * one round): it tries again and again for half a second, as a racer that keeps trying finds any window in which
 * the lock looks free. Prints one `won` or `lost` per round on a line, then holds what it got until stdin closes.
 */
import { acquireLock, DatabaseLockedError } from '../lock';

const [lockPath, startAt, roundsText] = process.argv.slice(2);
if (!lockPath) throw new Error('usage: hold-lock.ts <lock file> [start at ms] [rounds]');
const rounds = Number(roundsText ?? 1);
const verdicts: string[] = [];
for (let round = 0; round < rounds; round++) {
  const start = Number(startAt ?? 0) + round * 1000;
  const path = rounds === 1 ? lockPath : `${lockPath}.${round}`;
  while (Date.now() < start) {
    // Spin: a timer would spread the first attempts over a few milliseconds.
  }
  let won = false;
  do {
    try {
      acquireLock(path, './race');
      won = true;
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
    }
  } while (!won && Date.now() < start + 500);
  verdicts.push(won ? 'won' : 'lost');
}
process.stdout.write(`${verdicts.join(' ')}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
