import type { AnalyticsEvent } from '../../contract/api/analytics';
import { ANALYTICS } from './constants';
import type { AnalyticsIdentity, AnalyticsStore } from './store';

export type Properties = AnalyticsEvent['properties'];

/** What a send attempt came to: stored, refused for good (drop it), or not reached (keep it for later). */
export type SendOutcome = 'sent' | 'rejected' | 'failed';

interface QueueDeps {
  store: AnalyticsStore;
  send: (events: AnalyticsEvent[]) => Promise<SendOutcome>;
  /** Added to every event's properties (device, locale). */
  context?: () => Properties;
  now?: () => number;
  newId?: () => string;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The analytics queue (spec §9): events wait in the worker's database, go out in batches of at most 100 when
 * 20 wait or every 10 s, keep at most 1000 (oldest dropped) while the collector is out of reach, and belong to a
 * session that ends after 30 min idle or 24 h. Every change is serialised, so counts never race.
 */
export function createAnalyticsQueue(deps: QueueDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const log = deps.log ?? ((message, detail) => console.warn(message, detail));
  let chain: Promise<unknown> = Promise.resolve();
  let flushing: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  /** Runs one change after the previous one finished. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(task, task);
    chain = next.catch(() => {});
    return next;
  }

  const freshIdentity = (at: number, anonymousId = newId(), userId: number | null = null): AnalyticsIdentity => ({
    key: 'identity',
    anonymousId,
    userId,
    sessionId: newId(),
    sessionStartedAt: at,
    lastEventAt: at,
  });

  /** The identity with a session that is still alive at `at`, starting a new session when it is not. */
  async function activeIdentity(at: number): Promise<AnalyticsIdentity> {
    const current = await deps.store.identity();
    if (!current) return freshIdentity(at);
    const expired =
      at - current.lastEventAt > ANALYTICS.sessionIdleMs || at - current.sessionStartedAt >= ANALYTICS.sessionMaxMs;
    return expired ? { ...current, sessionId: newId(), sessionStartedAt: at, lastEventAt: at } : current;
  }

  function track(name: string, properties: Properties = {}): Promise<void> {
    return serial(async () => {
      const at = now();
      const identity = { ...(await activeIdentity(at)), lastEventAt: at };
      await deps.store.saveIdentity(identity);
      await deps.store.add({
        id: newId(),
        name,
        session_id: identity.sessionId,
        anonymous_id: identity.anonymousId,
        properties: { ...deps.context?.(), ...properties },
        client_time: at,
        user_id: identity.userId,
      });
      const waiting = await deps.store.count();
      if (waiting > ANALYTICS.queueMax) await deps.store.dropOldest(waiting - ANALYTICS.queueMax);
      if (waiting >= ANALYTICS.flushAt) void flush();
    });
  }

  /** Sends everything that waits, batch by batch, until the queue is empty or the collector is out of reach. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      try {
        for (;;) {
          const batch = await deps.store.oldest(ANALYTICS.batchMax);
          if (batch.length === 0) return;
          const outcome = await deps.send(batch).catch((error: unknown) => {
            log('Analytics batch not sent', error);
            return 'failed' as const;
          });
          if (outcome === 'failed') return;
          if (outcome === 'rejected') log('The collector refused an analytics batch; dropped', batch.length);
          await serial(() => deps.store.remove(batch.map((event) => event.id)));
          if (batch.length < ANALYTICS.batchMax) return;
        }
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  return {
    track,
    flush,
    /** Spec §4: the player signed in; later events belong to them. */
    identify(userId: number): Promise<void> {
      return serial(async () => {
        const identity = await activeIdentity(now());
        if (identity.userId !== userId) await deps.store.saveIdentity({ ...identity, userId });
      });
    },
    /** Spec §4 Logout: forget the player, with a new anonymous id and session so nothing links back. */
    reset(): Promise<void> {
      return serial(() => deps.store.saveIdentity(freshIdentity(now())));
    },
    identity: () => serial(() => deps.store.identity()),
    size: () => serial(() => deps.store.count()),
    start(): void {
      timer ??= setInterval(() => void flush(), ANALYTICS.flushIntervalMs);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
