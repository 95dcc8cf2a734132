import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readApiBase, SyncStore, writeApiBase } from './sync-store';

describe('syncStore (shared with the service worker)', () => {
  it('keeps the API base address where another connection can read it', async () => {
    expect(await readApiBase()).toBeNull();
    await writeApiBase('http://api.m1.localhost:8080');
    // A second connection stands for the service worker's own.
    const other = new SyncStore();
    expect((await other.settings.get('apiBase'))?.value).toBe('http://api.m1.localhost:8080');
    other.close();
  });
});
