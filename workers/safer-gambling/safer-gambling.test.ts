import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAFER_GAMBLING_API } from '../../contract/api/safer-gambling';
import type { WorkerEventMap } from '../events';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { CLOCK_TICK_MS, createSaferGambling } from './safer-gambling';

const START = Date.parse('2026-11-25T10:00:00.000Z');

function harness(intervalS: number | null, net = '-12.50') {
  const events: { type: keyof WorkerEventMap; payload: unknown }[] = [];
  const http = clientAnswering((path: string) => {
    expect(path).toBe(SAFER_GAMBLING_API.session.path);
    return {
      data: {
        started_at: new Date(START).toISOString(),
        net,
        wagered: '40.00',
        currency: 'RUB',
        reality_check_minutes: intervalS === null ? null : intervalS / 60,
        reality_check_interval_s: intervalS,
      },
    };
  });
  const tools = createSaferGambling({
    http,
    emit: (type, payload) => events.push({ type, payload }),
    signedIn: () => true,
  });
  const checks = () => events.filter((e) => e.type === 'realityCheck').map((e) => e.payload);
  const lastClock = () => events.filter((e) => e.type === 'playClock').at(-1)?.payload;
  return { tools, checks, lastClock };
}

describe('the session clock and reality checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START + 5 * 60_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks the elapsed time from the server’s session start and shows a check at each interval', async () => {
    const { tools, checks, lastClock } = harness(15 * 60);
    await tools.start();
    expect(lastClock()).toEqual({ startedAt: START, elapsedS: 300 });
    await vi.advanceTimersByTimeAsync(10 * 60_000 - CLOCK_TICK_MS);
    expect(checks()).toEqual([]);
    await vi.advanceTimersByTimeAsync(CLOCK_TICK_MS);
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0]).toEqual({ check: { elapsedS: 900, net: '-12.50', wagered: '40.00', currency: 'RUB' } });
    // Open: no second one while the player has not answered.
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(checks()).toHaveLength(1);
    tools.continuePlay();
    expect(checks().at(-1)).toEqual({ check: null });
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    await vi.advanceTimersByTimeAsync(CLOCK_TICK_MS);
    await vi.waitFor(() => expect(checks()).toHaveLength(3));
    tools.stop();
    expect(lastClock()).toEqual({ startedAt: null, elapsedS: 0 });
  });

  it('tells its listeners (auto-bet) when a check comes due, and says it is due until the player continues', async () => {
    const { tools, checks } = harness(15 * 60);
    let heard = 0;
    tools.onRealityCheck(() => heard++);
    await tools.start();
    expect(tools.realityCheckDue()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    expect(heard).toBe(1);
    expect(tools.realityCheckDue()).toBe(true);
    tools.continuePlay();
    expect(tools.realityCheckDue()).toBe(false);
    tools.stop();
  });

  it('shows no check without an interval, and keeps the clock', async () => {
    const { tools, checks, lastClock } = harness(null);
    await tools.start();
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(checks()).toEqual([]);
    expect(lastClock()).toEqual({ startedAt: START, elapsedS: 300 + 3 * 3600 });
    tools.stop();
  });
});

describe('safer-gambling answers are checked', () => {
  it('refuses a malformed answer with a clear failure', async () => {
    const tools = createSaferGambling({
      http: clientAnswering({ data: { currency: 'RUB', limits: [{ kind: 'deposit' }], block: null } }),
      emit: () => {},
      signedIn: () => true,
    });
    expect(await tools.overview()).toMatchObject(MALFORMED);
  });
});
