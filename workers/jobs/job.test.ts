import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJob } from './job';

describe('poller jobs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval', async () => {
    const run = vi.fn(async () => {});
    const job = createJob({ intervalMs: 5_000, firstDelayMs: 1_000, run });
    job.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(3);
    job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never overlaps a slow run with the next tick or a manual run', async () => {
    let running = 0;
    let maxRunning = 0;
    const run = vi.fn(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      running--;
    });
    const job = createJob({ intervalMs: 5_000, firstDelayMs: 0, run });
    job.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(job.status).toBe('running');
    void job.runNow();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(maxRunning).toBe(1);
    // The next run is scheduled an interval after the slow one ends, not on a fixed clock.
    expect(run).toHaveBeenCalledTimes(2);
    job.stop();
  });

  it('survives a failing run and reports it', async () => {
    const errors: unknown[] = [];
    const run = vi.fn(async () => {
      throw new Error('boom');
    });
    const job = createJob({ intervalMs: 1_000, firstDelayMs: 0, run, onError: (e) => errors.push(e) });
    job.start();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(run).toHaveBeenCalledTimes(3);
    expect(errors).toHaveLength(3);
    expect(job.status).toBe('idle');
    job.stop();
  });
});
