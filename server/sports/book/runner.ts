import type { FastifyBaseLogger } from 'fastify';
import type { SportsChanges } from '../../../contract/realtime/sports';
import type { BookSync } from './sync';

export interface FeedRunner {
  stop(): Promise<void>;
}

/** Every this many syncs (and at the first) the runner also calls `onSweep`. */
const SWEEP_EVERY = 30;

/**
 * Reads the feed every `intervalMs` (never two syncs at once), hands what changed to `onChanges`, then the events that got a result to
 * `onResults` (the bets' settlement); at the first sync and every SWEEP_EVERY after, `onSweep` (bets a crash left
 * unsettled). A failed sync is logged and the next one tries again.
 */
export function runFeed(options: {
  book: BookSync;
  intervalMs: number;
  now?: () => Date;
  /** What the sync wrote (the socket's live prices), before the results' bets are settled. */
  onChanges: (changes: SportsChanges) => Promise<void>;
  onResults: (eventIds: number[]) => Promise<void>;
  onSweep: () => Promise<void>;
  log: FastifyBaseLogger;
}): FeedRunner {
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let ticks = 0;

  async function tick() {
    try {
      const { settledEvents, changes } = await options.book.sync(now());
      await options.onChanges(changes);
      if (settledEvents.length > 0) await options.onResults(settledEvents);
      if (ticks++ % SWEEP_EVERY === 0) await options.onSweep();
    } catch (error) {
      options.log.error({ err: error }, 'sports feed sync failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), options.intervalMs);
  }

  running = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
