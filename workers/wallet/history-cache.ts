import Dexie, { type EntityTable } from 'dexie';
import type { HistoryListAnswer } from '../../contract/api/history';

type HistoryData = HistoryListAnswer['data'];

/** The first pages of one history filter as last fetched, in order, for the offline view (profile → history). */
interface SavedHistory {
  key: string;
  userId: number;
  pages: HistoryData[];
  savedAt: number;
}

/** Only the first pages are kept: what a player scrolls through offline. */
const SAVED_HISTORY_PAGES = 5;

class HistoryDb extends Dexie {
  filters!: EntityTable<SavedHistory, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ pages: 'key, userId' });
    // Rows that say what happened, paged by cursor: the ledger pages of version 1 are dropped.
    this.version(2).stores({ pages: null, filters: 'key, userId' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export interface HistoryCache {
  /** Keeps a page fetched at `cursor` (null: the first page) if it is one of the first pages of the filter. */
  save(userId: number, filter: string, cursor: string | null, data: HistoryData): Promise<void>;
  /** The kept page at `cursor`, with the time the first page was fetched. */
  read(userId: number, filter: string, cursor: string | null): Promise<{ data: HistoryData; savedAt: number } | null>;
  clear(): Promise<void>;
}

export function dexieHistoryCache(name = 'historyStore'): HistoryCache {
  let connection: HistoryDb | null = null;
  const db = () => {
    connection ??= new HistoryDb(name);
    return connection;
  };
  const keyOf = (userId: number, filter: string) => `${userId}|${filter}`;
  /** The index of the page that starts at `cursor`: the one after the page whose next cursor it is. */
  const indexOf = (pages: HistoryData[], cursor: string | null) => {
    if (cursor === null) return 0;
    const before = pages.findIndex((page) => page.next_cursor === cursor);
    return before === -1 ? -1 : before + 1;
  };
  return {
    async save(userId, filter, cursor, data) {
      const key = keyOf(userId, filter);
      if (cursor === null) {
        await db().filters.put({ key, userId, pages: [data], savedAt: Date.now() });
        return;
      }
      const saved = await db().filters.get(key);
      const index = saved ? indexOf(saved.pages, cursor) : -1;
      if (!saved || index <= 0 || index >= SAVED_HISTORY_PAGES) return;
      await db().filters.put({ ...saved, pages: [...saved.pages.slice(0, index), data] });
    },
    async read(userId, filter, cursor) {
      const saved = await db().filters.get(keyOf(userId, filter));
      const page = saved ? saved.pages[indexOf(saved.pages, cursor)] : undefined;
      return saved && page ? { data: page, savedAt: saved.savedAt } : null;
    },
    /** At logout: the next player on this device sees nothing of this one's. */
    async clear() {
      await db().filters.clear();
    },
  };
}
