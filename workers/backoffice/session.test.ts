import { describe, expect, it } from 'vitest';
import { createOperatorSession } from './session';
import type { StoredOperatorSession } from './session-store';

function memoryStorage(initial: StoredOperatorSession | null = null) {
  let stored = initial;
  return {
    read: async () => stored,
    write: async (token: string, expiresAt: string) => {
      stored = { id: 'current', token, expiresAt };
    },
    clear: async () => {
      stored = null;
    },
    peek: () => stored,
  };
}

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('the operator session in the back office’s worker', () => {
  it('comes back after a reload until it expires', async () => {
    const storage = memoryStorage({ id: 'current', token: 'bo_live', expiresAt: '2026-11-28T20:00:00Z' });
    const session = createOperatorSession(storage, () => NOW);
    await session.restore();
    expect(session.token()).toBe('bo_live');

    const expired = memoryStorage({ id: 'current', token: 'bo_old', expiresAt: '2026-11-28T11:59:59Z' });
    const later = createOperatorSession(expired, () => NOW);
    await later.restore();
    expect(later.token()).toBeNull();
    expect(expired.peek()).toBeNull();
  });

  it('keeps a new sign-in and forgets it at sign-out', async () => {
    const storage = memoryStorage();
    const session = createOperatorSession(storage, () => NOW);
    await session.restore();
    await session.start('bo_new', '2026-11-28T20:00:00Z');
    expect(session.token()).toBe('bo_new');
    expect(storage.peek()?.token).toBe('bo_new');
    await session.end();
    expect(session.token()).toBeNull();
    expect(storage.peek()).toBeNull();
  });
});
