import { describe, expect, it } from 'vitest';
import { createLiveSessionCache } from './live-sessions';

describe('live session cache', () => {
  it('asks the database once per ttl for a live session, and again after the ttl', async () => {
    const cache = createLiveSessionCache({ ttlMs: 1000 });
    let calls = 0;
    const check = async () => {
      calls++;
      return true;
    };
    expect(await cache.isLive('s', 1, 0, check)).toBe(true);
    expect(await cache.isLive('s', 1, 999, check)).toBe(true);
    expect(calls).toBe(1);
    expect(await cache.isLive('s', 1, 1000, check)).toBe(true);
    expect(calls).toBe(2);
  });

  it('never remembers a dead session, and keys by user as well as session', async () => {
    const cache = createLiveSessionCache();
    let live = false;
    const check = async () => live;
    expect(await cache.isLive('s', 1, 0, check)).toBe(false);
    live = true;
    expect(await cache.isLive('s', 1, 1, check)).toBe(true);
    live = false;
    expect(await cache.isLive('s', 2, 2, check)).toBe(false);
  });

  it('forgets everything on a revocation, including an answer that was in flight', async () => {
    const cache = createLiveSessionCache();
    let release: (value: boolean) => void = () => undefined;
    const inFlight = cache.isLive('s', 1, 0, () => new Promise<boolean>((resolve) => (release = resolve)));
    cache.forgetAll();
    release(true);
    expect(await inFlight).toBe(true);
    let asked = false;
    expect(
      await cache.isLive('s', 1, 1, async () => {
        asked = true;
        return false;
      }),
    ).toBe(false);
    expect(asked).toBe(true);
  });
});
