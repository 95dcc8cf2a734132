import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DatabaseUnavailable, isDatabaseUnavailable } from '../lib/database-unavailable';

interface AvailabilityOptions {
  log: (message: string) => void;
  /** Pauses between probes while the database is away: random between half and all of a bound that doubles from `firstDelayMs` to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Once a request found the database unreachable, the API answers 503 at once instead of letting every request
 * wait for a timeout of its own (a frozen or unreachable server takes the whole connect or query timeout), and
 * `probe` is retried in the background until it succeeds; then requests go through again. The probes are at most
 * a second apart, so serving resumes within about a second of the database accepting again.
 */
export function registerDatabaseGate(
  app: FastifyInstance,
  probe: () => Promise<unknown>,
  appliesTo: (request: FastifyRequest) => boolean,
  options: AvailabilityOptions,
): void {
  const { log, firstDelayMs = 100, maxDelayMs = 1_000 } = options;
  let down = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (attempt: number) => {
    const bound = Math.min(maxDelayMs, firstDelayMs * 2 ** attempt);
    timer = setTimeout(() => void check(attempt), bound / 2 + (Math.random() * bound) / 2);
  };
  const check = async (attempt: number) => {
    if (closed) return;
    try {
      await probe();
      down = false;
      log('The database answers again: serving.');
    } catch {
      schedule(attempt + 1);
    }
  };

  app.addHook('onRequest', async (request) => {
    if (down && appliesTo(request)) throw new DatabaseUnavailable();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (down || closed || !isDatabaseUnavailable(error)) return;
    down = true;
    log('The database is unreachable: answering 503 until it answers again.');
    schedule(0);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
