import Dexie, { type EntityTable } from 'dexie';
import type { HistoryAnswer } from '../../contract/api/wallet';

/** A history page as last fetched, for the offline view (profile → history). */
interface SavedHistoryPage {
  key: string;
  userId: number;
  data: HistoryAnswer['data'];
  savedAt: number;
}

/** Only the first pages are kept: what a player scrolls through offline. */
const SAVED_HISTORY_PAGES = 5;

class HistoryDb extends Dexie {
  pages!: EntityTable<SavedHistoryPage, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ pages: 'key, userId' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export interface HistoryCache {
  save(userId: number, filter: string, data: HistoryAnswer['data']): Promise<void>;
  read(userId: number, filter: string, page: number): Promise<SavedHistoryPage | null>;
  clear(): Promise<void>;
}

export function dexieHistoryCache(name = 'historyStore'): HistoryCache {
  let connection: HistoryDb | null = null;
  const db = () => {
    connection ??= new HistoryDb(name);
    return connection;
  };
  const keyOf = (userId: number, filter: string, page: number) => `${userId}|${filter}|${page}`;
  return {
    async save(userId, filter, data) {
      if (data.page > SAVED_HISTORY_PAGES) return;
      await db().pages.put({ key: keyOf(userId, filter, data.page), userId, data, savedAt: Date.now() });
    },
    read: async (userId, filter, page) => (await db().pages.get(keyOf(userId, filter, page))) ?? null,
    /** At logout: the next player on this device sees nothing of this one's. */
    async clear() {
      await db().pages.clear();
    },
  };
}
