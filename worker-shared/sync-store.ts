import Dexie, { type EntityTable } from 'dexie';
import type { LearnedKeys } from './mirror-trust';

/**
 * `syncStore` (spec §3): shared by the dedicated worker, which keeps it current, and the
 * service worker, which reads the API base address from it. One connection per realm.
 * `apiBase`: the API base address in use (a mirror's after a failover); `mirrorList`: the last signed mirror
 * list as received (JSON), verified again by whoever reads it; `mirrorKeys`: the signing keys the newest verified
 * list announced (worker-shared/mirror-trust.ts).
 */
interface SyncSetting {
  key: 'apiBase' | 'mirrorList' | 'mirrorKeys';
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

async function readJson(key: SyncSetting['key']): Promise<unknown> {
  const text = (await syncStore().settings.get(key))?.value;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const readMirrorList = (): Promise<unknown> => readJson('mirrorList');

export async function writeMirrorList(list: unknown): Promise<void> {
  await syncStore().settings.put({ key: 'mirrorList', value: JSON.stringify(list), updatedAt: Date.now() });
}

export async function readMirrorKeys(): Promise<LearnedKeys | null> {
  const value = (await readJson('mirrorKeys')) as Partial<LearnedKeys> | null;
  const keys = value?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'string') && Number.isInteger(value?.issued_at)
    ? { keys, issued_at: value?.issued_at as number }
    : null;
}

export async function writeMirrorKeys(learned: LearnedKeys): Promise<void> {
  await syncStore().settings.put({ key: 'mirrorKeys', value: JSON.stringify(learned), updatedAt: Date.now() });
}
