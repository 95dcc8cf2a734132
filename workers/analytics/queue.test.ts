import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../contract/api/analytics';
import { ANALYTICS } from './constants';
import { createAnalyticsQueue, type SendOutcome } from './queue';
import { dexieAnalyticsStore } from './store';

let dbCount = 0;
const MINUTE = 60_000;

/** A queue over a fresh fake-indexeddb database, a clock the test moves, and a collector it controls. */
function setup(outcome: () => SendOutcome = () => 'sent', name = `analytics-${++dbCount}`) {
  const batches: AnalyticsEvent[][] = [];
  const store = dexieAnalyticsStore(name);
  const queue = createAnalyticsQueue({
    store,
    send: async (events) => {
      batches.push(events);
      return outcome();
    },
    context: () => ({ device: 'desktop' }),
    log: () => {},
  });
  return { queue, batches, store, name };
}

const sent = (batches: AnalyticsEvent[][]) => batches.flat();

describe('analytics queue (spec §9 constants)', () => {
  beforeEach(() => {
    // Only the clock and the interval: fake-indexeddb schedules its own work with setImmediate/setTimeout.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.parse('2026-11-21T10:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('has the spec constants in one object', () => {
    expect(ANALYTICS).toEqual({
      flushAt: 20,
      batchMax: 100,
      queueMax: 1000,
      flushIntervalMs: 10_000,
      sessionIdleMs: 30 * MINUTE,
      sessionMaxMs: 24 * 60 * MINUTE,
    });
    expect(Object.isFrozen(ANALYTICS)).toBe(true);
  });

  it('waits until 20 events, then sends them in one batch with the context', async () => {
    const { queue, batches } = setup();
    for (let i = 0; i < 19; i++) await queue.track('page_view', { path: `/p${i}` });
    expect(batches).toHaveLength(0);
    await queue.track('page_view', { path: '/p19' });
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toHaveLength(20);
    expect(batches[0]?.[0]).toMatchObject({ name: 'page_view', properties: { device: 'desktop', path: '/p0' } });
    expect(await queue.size()).toBe(0);
  });

  it('sends whatever waits every 10 s', async () => {
    const { queue, batches } = setup();
    queue.start();
    await queue.track('deposit_start', { amount: '500' });
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs - 1);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(sent(batches).map((e) => e.name)).toEqual(['deposit_start']);
    queue.stop();
  });

  it('splits a long queue into batches of at most 100, oldest first', async () => {
    let reachable = false;
    const { queue, batches } = setup(() => (reachable ? 'sent' : 'failed'));
    for (let i = 0; i < 250; i++) await queue.track('bet_placed', { n: i });
    await queue.flush();
    batches.length = 0;
    reachable = true;
    await queue.flush();
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(sent(batches).map((e) => e.properties.n)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('keeps at most 1000 events while offline, dropping the oldest', async () => {
    const { queue, batches } = setup(() => 'failed');
    for (let i = 0; i < ANALYTICS.queueMax + 5; i++) await queue.track('page_view', { n: i });
    await queue.flush();
    expect(await queue.size()).toBe(1000);
    // The last attempt's first event is the oldest kept: events 0 to 4 were dropped.
    expect(batches.at(-1)?.[0]?.properties.n).toBe(5);
  });

  it('keeps the events and the identity across a reload (a new queue on the same database)', async () => {
    const first = setup(() => 'failed');
    await first.queue.track('page_view');
    await first.queue.identify(42);
    const before = await first.queue.identity();
    const second = setup(() => 'sent', first.name);
    expect(await second.queue.identity()).toMatchObject({ anonymousId: before?.anonymousId, userId: 42 });
    await second.queue.flush();
    expect(sent(second.batches).map((e) => e.anonymous_id)).toEqual([before?.anonymousId]);
  });

  it('drops a batch the collector refuses for good, keeps one it could not reach', async () => {
    let outcome: SendOutcome = 'failed';
    const { queue } = setup(() => outcome);
    await queue.track('a');
    await queue.flush();
    expect(await queue.size()).toBe(1);
    outcome = 'rejected';
    await queue.flush();
    expect(await queue.size()).toBe(0);
  });

  it('starts a new session after 30 min idle, and after 24 h even when busy', async () => {
    const { queue, batches } = setup();
    await queue.track('a');
    vi.advanceTimersByTime(ANALYTICS.sessionIdleMs);
    await queue.track('b'); // exactly 30 min later: same session
    vi.advanceTimersByTime(ANALYTICS.sessionIdleMs + 1);
    await queue.track('c'); // 30 min and 1 ms idle: new session
    for (let elapsed = 0; elapsed < 24 * 60; elapsed += 20) {
      vi.advanceTimersByTime(20 * MINUTE);
      await queue.track('busy');
    }
    await queue.flush();
    const events = sent(batches);
    const [a, b, c] = events;
    expect(a?.session_id).toBe(b?.session_id);
    expect(c?.session_id).not.toBe(b?.session_id);
    const busy = events.filter((e) => e.name === 'busy');
    expect(busy.at(-1)?.session_id).not.toBe(c?.session_id);
    expect(new Set(events.map((e) => e.anonymous_id)).size).toBe(1);
  });

  it('identify keeps the anonymous id; reset forgets the player with a new anonymous id and session', async () => {
    const { queue } = setup();
    await queue.track('page_view');
    const guest = await queue.identity();
    await queue.identify(7);
    const player = await queue.identity();
    expect(player).toMatchObject({ userId: 7, anonymousId: guest?.anonymousId, sessionId: guest?.sessionId });
    await queue.reset();
    const after = await queue.identity();
    expect(after?.userId).toBeNull();
    expect(after?.anonymousId).not.toBe(guest?.anonymousId);
    expect(after?.sessionId).not.toBe(guest?.sessionId);
  });
});
