/**
 * Messages between API processes: a round's ticks and events, a settled bet for the live feed. Every process
 * subscribes; whoever publishes, every subscriber of the topic receives the message once, the publisher included.
 * Implementations: in-process (one process: PGlite), PostgreSQL LISTEN/NOTIFY (the default with DATABASE_URL) and
 * Redis pub/sub (with REDIS_URL). Delivery is at most once: a process that missed messages resyncs from the database.
 */
export interface Bus {
  /** Sends a JSON-serialisable message to every subscriber of `topic`, in every process. */
  publish(topic: string, message: unknown): Promise<void>;
  /** Calls `handler` with each message published on `topic` from now on; returns the unsubscribe. */
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** The bus of a single process: delivery in a microtask, after `publish` returns, as a remote bus would. */
export function createLocalBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(topic, message) {
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      queueMicrotask(() => {
        for (const handler of handlers.get(topic) ?? []) handler(copy);
      });
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
