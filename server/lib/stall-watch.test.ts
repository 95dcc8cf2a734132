import { describe, expect, it } from 'vitest';
import { watchStalls } from './stall-watch';

const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A synchronous stretch, as a long query on PGlite's thread would be.
  }
};
const ticks = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchStalls', () => {
  it('reports a held-up event loop with how long it was held, and stays silent otherwise', async () => {
    const reports: number[] = [];
    const stop = watchStalls(({ blockedMs }) => reports.push(blockedMs), { periodMs: 20, thresholdMs: 600 });
    await ticks(100);
    expect(reports).toEqual([]);
    hold(1_200);
    await ticks(60);
    stop();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeGreaterThanOrEqual(1_100);
    expect(reports[0]).toBeLessThan(3_000);
  });
});
