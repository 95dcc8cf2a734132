import { describe, expect, it } from 'vitest';
import { createReconnect } from './reconnect';

describe('the catch-up when the network returns', () => {
  it('never overlaps itself, and a signal during a failing catch-up brings one more after it', async () => {
    let running = 0;
    let overlapped = false;
    const outcomes = [false, true];
    let calls = 0;
    let release: () => void = () => {};
    const reconnect = createReconnect(async () => {
      calls++;
      running++;
      if (running > 1) overlapped = true;
      const succeeds = outcomes.shift();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running--;
      if (!succeeds) throw new Error('the network is not back for the worker yet');
    });
    const first = reconnect.run(); // The page's online event.
    void reconnect.run(); // The worker's own, while the first is still on its way.
    void reconnect.run();
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(overlapped).toBe(false);
    void reconnect.run();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(3);
  });
});
