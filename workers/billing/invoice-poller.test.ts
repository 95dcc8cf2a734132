import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvoicePoller, INVOICE_PAID, type TrackedInvoice } from './invoice-poller';

function setup(statuses: number[]) {
  const saved: (TrackedInvoice | null)[] = [];
  const events: string[] = [];
  let calls = 0;
  const poller = createInvoicePoller<TrackedInvoice>({
    fetchStatus: async () => statuses[Math.min(calls++, statuses.length - 1)] ?? 1,
    save: async (invoice) => void saved.push(invoice),
    onTick: (_invoice, left) => events.push(`tick ${left}`),
    onStatus: (_invoice, status) => events.push(`status ${status}`),
    onPaid: () => events.push('paid'),
    onFailed: (_invoice, status) => events.push(`failed ${status}`),
    onExpired: () => events.push('expired'),
  });
  return { poller, saved, events, calls: () => calls };
}

describe('invoice poller (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('polls every 5 s and on status 3 stops, clears the process and reports paid', async () => {
    const { poller, saved, events, calls } = setup([1, 1, INVOICE_PAID]);
    await poller.track({ id: 'inv1', expiresAt: Date.now() + 1_200_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(3);
    expect(events.filter((e) => !e.startsWith('tick'))).toEqual(['status 1', `status ${INVOICE_PAID}`, 'paid']);
    expect(saved.at(-1)).toBeNull();
    expect(poller.current).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(3);
  });

  it('stops on a failed status and reports it', async () => {
    const { poller, events } = setup([2, 4]);
    await poller.track({ id: 'inv3', expiresAt: Date.now() + 600_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events.filter((e) => !e.startsWith('tick'))).toEqual(['status 2', 'status 4', 'failed 4']);
    expect(poller.current).toBeNull();
  });

  it('ticks the countdown every second and removes the process at zero', async () => {
    const { poller, events, calls } = setup([1]);
    await poller.track({ id: 'inv2', expiresAt: Date.now() + 12_000 });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(events.filter((e) => e.startsWith('tick')).slice(0, 3)).toEqual(['tick 12', 'tick 11', 'tick 10']);
    expect(events).toContain('tick 0');
    expect(events.at(-1)).toBe('expired');
    expect(poller.current).toBeNull();
    const pollsAtExpiry = calls();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls()).toBe(pollsAtExpiry);
  });

  it('an invoice already expired when resumed is reported and not polled', async () => {
    const { poller, events, calls } = setup([1]);
    await poller.track({ id: 'old', expiresAt: Date.now() - 1 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events).toEqual(['expired']);
    expect(calls()).toBe(0);
  });

  it('a slow status call never overlaps the next poll', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const poller = createInvoicePoller<TrackedInvoice>({
      fetchStatus: async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 12_000));
        inFlight--;
        return 1;
      },
      save: async () => {},
      onTick: () => {},
      onStatus: () => {},
      onPaid: () => {},
      onFailed: () => {},
      onExpired: () => {},
    });
    await poller.track({ id: 'slow', expiresAt: Date.now() + 600_000 });
    void poller.checkNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(maxInFlight).toBe(1);
    await poller.cancel();
  });
});
