import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';
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

describe('sessionStore', () => {
  it('writes, updates and clears the session record', async () => {
    await sessionStore.write({ accessToken: 'a', refreshToken: 'r', sso: null, profile: null, profileAt: null });
    await sessionStore.update({ accessToken: 'b' });
    expect(await sessionStore.read()).toMatchObject({ id: 'current', accessToken: 'b', refreshToken: 'r' });
    await sessionStore.clear();
    expect(await sessionStore.read()).toBeNull();
  });
});
