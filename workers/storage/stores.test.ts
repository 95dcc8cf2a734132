import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';

describe('sessionStore', () => {
  it('writes, updates and clears the session record', async () => {
    await sessionStore.write({ accessToken: 'a', refreshToken: 'r', sso: null, profile: null, profileAt: null });
    await sessionStore.update({ accessToken: 'b' });
    expect(await sessionStore.read()).toMatchObject({ id: 'current', accessToken: 'b', refreshToken: 'r' });
    await sessionStore.clear();
    expect(await sessionStore.read()).toBeNull();
  });
});
