import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../contract/realtime/messages';
import {
  createRealtime,
  HEALTHY_AFTER_MS,
  PING_EVERY_MS,
  RECONNECT_BASE_MS,
  type RealtimeDeps,
  SILENCE_MS,
  type SocketLike,
  type TopicUpdate,
} from './connection';

/** A socket the test drives: what the worker sent, and the server's side (open, messages, close). */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(message: ServerMessage | string) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  serverCloses() {
    this.readyState = 3;
    this.onclose?.({});
  }
  types() {
    return this.sent.map((message) => message.type);
  }
}

const entry = (id: number) => ({
  id: `originals:${id}`,
  game: 'dice',
  detail: null,
  player: { hidden: false, name: 'Alice', avatar: { image: null } },
  currency: 'RUB',
  amount: '10.00',
  payout: '19.80',
  multiplier: '1.98',
  big: false,
  settled_at: '2026-11-25T00:00:00.000Z',
});

let sockets: FakeSocket[];
let token: string | null;
let online: boolean;
let clock: number;
let base: string;

function realtime(overrides: Partial<RealtimeDeps> = {}) {
  return createRealtime({
    url: () => base,
    token: () => token,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    now: () => clock,
    random: () => 0.5,
    isOnline: () => online,
    ...overrides,
  });
}

const last = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = null;
  online = true;
  clock = 1_000_000;
  base = 'ws://api.localhost:8080/api/v2/realtime';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the worker’s real-time socket', () => {
  it('connects on the first subscriber, signs in with the token, subscribes, and hands over checked messages', () => {
    token = 'access-1';
    const rt = realtime();
    expect(sockets).toHaveLength(0);
    const updates: TopicUpdate[] = [];
    rt.subscribe('feed', (update) => updates.push(update));
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe(base);
    last().serverOpens();
    expect(last().sent.slice(0, 2)).toEqual([
      { type: 'auth', token: 'access-1' },
      { type: 'subscribe', topic: 'feed' },
    ]);
    last().serverSends({ type: 'snapshot', topic: 'feed', server_time: 5, data: { all: [entry(1)], big: [] } });
    last().serverSends({ type: 'event', topic: 'feed', server_time: 6, data: entry(2) });
    // Not the contract's: dropped.
    last().serverSends({ type: 'event', topic: 'feed', server_time: 7, data: { id: 'x' } } as never);
    last().serverSends('garbage');
    expect(updates.map((update) => [update.kind, update.serverTime])).toEqual([
      ['snapshot', 5],
      ['event', 6],
    ]);
  });

  it('reconnects with exponential backoff and full jitter, to the base in use then, and resubscribes (a snapshot resyncs)', () => {
    let random = 1;
    const rt = realtime({ random: () => random });
    rt.subscribe('feed', () => {});
    rt.subscribe('feed:mine', () => {});
    last().serverOpens();
    last().serverCloses();
    expect(rt.status()).toBe('waiting');
    // Attempt 0: up to BASE ms (random = 1 takes the whole ceiling).
    vi.advanceTimersByTime(RECONNECT_BASE_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // It fails before opening: the ceiling doubles.
    last().serverCloses();
    vi.advanceTimersByTime(2 * RECONNECT_BASE_MS - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // Full jitter: a random of 0 retries at once.
    random = 0;
    last().serverCloses();
    base = 'ws://api.mirror.example/api/v2/realtime';
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(4);
    expect(last().url).toBe(base);
    last().serverOpens();
    expect(
      last()
        .sent.filter((m) => m.type === 'subscribe')
        .map((m) => m.topic),
    ).toEqual(['feed', 'feed:mine']);
  });

  it('a server that accepts and closes at once is retried ever more slowly; a connection that stayed up starts the backoff again', () => {
    const rt = realtime({ random: () => 1 });
    rt.subscribe('feed', () => {});
    /** Opens the newest socket, closes it after `upMs`, and answers how long the next socket took to come. */
    const reconnectDelay = (upMs: number) => {
      const before = sockets.length;
      last().serverOpens();
      vi.advanceTimersByTime(upMs);
      last().serverCloses();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      return waited;
    };
    expect([reconnectDelay(0), reconnectDelay(0), reconnectDelay(0), reconnectDelay(0)]).toEqual([
      RECONNECT_BASE_MS,
      2 * RECONNECT_BASE_MS,
      4 * RECONNECT_BASE_MS,
      8 * RECONNECT_BASE_MS,
    ]);
    // Up for less than HEALTHY_AFTER_MS (pongs and all): still not healthy, the backoff keeps growing.
    expect(reconnectDelay(HEALTHY_AFTER_MS - 100)).toBe(16 * RECONNECT_BASE_MS);
    expect(reconnectDelay(HEALTHY_AFTER_MS)).toBe(RECONNECT_BASE_MS);
  });

  it('estimates the clock offset from the pings with the lowest round trips', () => {
    const rt = realtime();
    rt.subscribe('feed', () => {});
    last().serverOpens();
    expect(rt.clockOffset()).toBeNull();
    // The server's clock runs 5000 ms ahead: the fast round trips measure it within a few ms, the slow ones
    // (delayed one way) are far off, and there are more slow ones than fast (a median of all would be 5190).
    const pong = (sentAt: number, rtt: number, offset: number) => {
      clock = sentAt + rtt;
      last().serverSends({ type: 'pong', id: 1, client_time: sentAt, server_time: sentAt + rtt / 2 + offset });
    };
    pong(1000, 400, 5190);
    pong(2000, 20, 4995);
    pong(3000, 30, 5005);
    pong(4000, 2000, 5990);
    pong(5000, 24, 5000);
    pong(6000, 1000, 5500);
    pong(7000, 800, 5400);
    expect(rt.clockOffset()).toBe(5000);
  });

  it('pings quickly after opening, then every PING_EVERY_MS; a silent connection is dropped and replaced', () => {
    const rt = realtime({ random: () => 0 });
    rt.subscribe('feed', () => {});
    last().serverOpens();
    const pings = () => last().sent.filter((m) => m.type === 'ping').length;
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(pings()).toBe(4);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(pings()).toBe(5);
    const first = last();
    // Nothing from the server for SILENCE_MS: closed, and another socket opens.
    vi.advanceTimersByTime(SILENCE_MS);
    expect(first.closed).toBe(true);
    expect(sockets.length).toBeGreaterThan(1);
    expect(rt.status()).not.toBe('open');
  });

  it('a token refresh is sent on the open socket without reconnecting; a topic refused to a guest is asked again after sign-in', () => {
    const rt = realtime();
    rt.subscribe('feed:mine', () => {});
    last().serverOpens();
    last().serverSends({
      type: 'error',
      server_time: 1,
      code: 'auth_required',
      message: 'sign in',
      topic: 'feed:mine',
    });
    token = 'fresh';
    rt.tokenChanged();
    expect(sockets).toHaveLength(1);
    expect(last().sent.slice(-2)).toEqual([
      { type: 'auth', token: 'fresh' },
      { type: 'subscribe', topic: 'feed:mine' },
    ]);
    token = 'fresher';
    rt.tokenChanged();
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: 'fresher' });
    expect(sockets).toHaveLength(1);
  });

  it('a player topic dropped at sign-out is asked again at the next sign-in, on the same socket', () => {
    token = 'first';
    const rt = realtime();
    rt.subscribe('feed:mine', () => {});
    last().serverOpens();
    token = null;
    rt.tokenChanged();
    last().serverSends({ type: 'unsubscribed', topic: 'feed:mine', server_time: 1 });
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: null });
    token = 'second';
    rt.tokenChanged();
    expect(last().sent.slice(-2)).toEqual([
      { type: 'auth', token: 'second' },
      { type: 'subscribe', topic: 'feed:mine' },
    ]);
    expect(sockets).toHaveLength(1);
  });

  it('waits while offline and reconnects at once when the browser is online again', () => {
    const rt = realtime();
    rt.subscribe('feed', () => {});
    last().serverOpens();
    online = false;
    rt.offline();
    expect(rt.status()).toBe('offline');
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    online = true;
    rt.online();
    expect(sockets).toHaveLength(2);
    last().serverOpens();
    expect(last().types()).toContain('subscribe');
    expect(rt.status()).toBe('open');
  });

  it('the last unsubscribe closes the socket and stops reconnecting', () => {
    const rt = realtime();
    const stop = rt.subscribe('feed', () => {});
    last().serverOpens();
    stop();
    expect(last().closed).toBe(true);
    expect(rt.status()).toBe('idle');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });
});
