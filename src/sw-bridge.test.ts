import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './sw-bridge';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('reload guard (spec §4)', () => {
  it('allows one reload, then none for 10 s, then again', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000)).toBe(true);
    expect(claimReload(storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
