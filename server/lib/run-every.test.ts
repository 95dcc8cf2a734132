import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './run-every';

afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs at once and then every interval, skips a tick while a run is still going, and goes on after a failure', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    let finishSlowRun: () => void = () => {};
    const stop = runEvery(
      () => {
        runs += 1;
        if (runs === 2) return new Promise<void>((resolve) => (finishSlowRun = resolve));
        if (runs === 3) return Promise.reject(new Error('database away'));
        return Promise.resolve();
      },
      1000,
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    finishSlowRun();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(4);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(4);
  });
});
