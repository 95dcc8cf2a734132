import Dexie, { type EntityTable } from 'dexie';
import type { AnalyticsEvent } from '../../contract/api/analytics';

/** An event waiting for the collector; `seq` keeps the order they happened in. */
interface QueuedEvent extends AnalyticsEvent {
  seq?: number;
}

/** Who the events are about (spec §4: set at login, cleared at logout) and the current session. */
export interface AnalyticsIdentity {
  key: 'identity';
  anonymousId: string;
  userId: number | null;
  sessionId: string;
  sessionStartedAt: number;
  lastEventAt: number;
}

class AnalyticsDb extends Dexie {
  events!: EntityTable<QueuedEvent, 'seq'>;
  meta!: EntityTable<AnalyticsIdentity, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ events: '++seq, &id', meta: 'key' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export interface AnalyticsStore {
  add(event: AnalyticsEvent): Promise<void>;
  count(): Promise<number>;
  oldest(limit: number): Promise<AnalyticsEvent[]>;
  remove(ids: readonly string[]): Promise<void>;
  dropOldest(count: number): Promise<void>;
  identity(): Promise<AnalyticsIdentity | null>;
  saveIdentity(identity: AnalyticsIdentity): Promise<void>;
}

/** The queue's Dexie database in the worker: it survives reloads and time offline. */
export function dexieAnalyticsStore(name = 'analyticsStore'): AnalyticsStore {
  let connection: AnalyticsDb | null = null;
  const db = () => {
    connection ??= new AnalyticsDb(name);
    return connection;
  };
  return {
    add: async (event) => {
      await db().events.add(event);
    },
    count: () => db().events.count(),
    oldest: async (limit) =>
      (await db().events.orderBy('seq').limit(limit).toArray()).map(({ seq: _seq, ...event }) => event),
    remove: async (ids) => {
      await db()
        .events.where('id')
        .anyOf([...ids])
        .delete();
    },
    dropOldest: async (count) => {
      const keys = await db().events.orderBy('seq').limit(count).primaryKeys();
      await db().events.bulkDelete(keys);
    },
    identity: async () => (await db().meta.get('identity')) ?? null,
    saveIdentity: async (identity) => {
      await db().meta.put(identity);
    },
  };
}
