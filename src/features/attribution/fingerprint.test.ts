import { describe, expect, it, vi } from 'vitest';
import { NO_IDLE_DELAY_MS, whenIdle } from './fingerprint';

describe('whenIdle', () => {
  it('waits for the idle callback when there is one', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    await whenIdle({ setTimeout: globalThis.setTimeout, requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledOnce();
  });
  it('waits 500 ms when there is no idle callback (spec §9)', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const idle = whenIdle({ setTimeout: globalThis.setTimeout }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await idle;
      expect(done).toBe(true);
      expect(NO_IDLE_DELAY_MS).toBe(500);
    } finally {
      vi.useRealTimers();
    }
  });
});
