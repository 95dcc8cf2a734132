import Dexie, { type EntityTable } from 'dexie';

/**
 * `syncStore` (spec §3): shared by the dedicated worker, which keeps it current, and the
 * service worker, which reads the API base address from it. One connection per realm.
 */
export interface SyncSetting {
  key: 'apiBase';
  value: string;
  updatedAt: number;
}

export class SyncStore extends Dexie {
  settings!: EntityTable<SyncSetting, 'key'>;

  constructor() {
    super('syncStore');
    this.version(1).stores({ settings: 'key' });
    // Another realm upgrading the schema must not be blocked by this connection.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

let connection: SyncStore | null = null;

export function syncStore(): SyncStore {
  connection ??= new SyncStore();
  return connection;
}

export async function readApiBase(): Promise<string | null> {
  return (await syncStore().settings.get('apiBase'))?.value ?? null;
}

export async function writeApiBase(value: string): Promise<void> {
  await syncStore().settings.put({ key: 'apiBase', value, updatedAt: Date.now() });
}
