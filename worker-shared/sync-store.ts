import Dexie, { type EntityTable } from 'dexie';

/**
 * `syncStore` (spec §3): shared by the dedicated worker, which keeps it current, and the
 * service worker, which reads the API base address from it. One connection per realm.
 * `apiBase`: the API base address in use (a mirror's after a failover); `mirrorList`: the last signed mirror
 * list as received (JSON), verified again by whoever reads it.
 */
interface SyncSetting {
  key: 'apiBase' | 'mirrorList';
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

export async function readMirrorList(): Promise<unknown> {
  const text = (await syncStore().settings.get('mirrorList'))?.value;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function writeMirrorList(list: unknown): Promise<void> {
  await syncStore().settings.put({ key: 'mirrorList', value: JSON.stringify(list), updatedAt: Date.now() });
}
