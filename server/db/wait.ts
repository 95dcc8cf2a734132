import { isDatabaseUnavailable } from '../lib/database-unavailable';

interface WaitOptions {
  log: (message: string) => void;
  /** First pause in ms; the bound doubles up to `maxDelayMs`, each pause is random between half and all of it (jitter). */
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `step` until it stops failing for want of a database (a server started before PostgreSQL, or during its
 * restart), logging what it waits for. Any other error is thrown at once: a broken migration must stop the start.
 */
export async function waitForDatabase<T>(what: string, step: () => Promise<T>, options: WaitOptions): Promise<T> {
  const { log, firstDelayMs = 250, maxDelayMs = 5_000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const bound = Math.min(maxDelayMs, firstDelayMs * 2 ** attempt);
      const delay = Math.round(bound / 2 + (Math.random() * bound) / 2);
      log(`Waiting for the database (${what}): ${reasonOf(error)}; trying again in ${(delay / 1000).toFixed(1)} s`);
      await sleep(delay);
    }
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return error.errors[0].message;
  return error instanceof Error ? error.message : String(error);
}
