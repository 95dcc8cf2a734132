import { type ClockSample, estimateOffset, sampleOf } from '../../contract/realtime/clock';
import { type ClientMessage, ServerMessage } from '../../contract/realtime/messages';
import { isTopicName, TOPICS, type TopicName } from '../../contract/realtime/topics';

/** What a subscriber hears: the topic's whole state (first, and again after every reconnect), then its changes. */
export type TopicUpdate = { kind: 'snapshot' | 'event'; topic: TopicName; data: unknown; serverTime: number };
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'offline';

/** The part of the browser's WebSocket this uses (a fake one in the tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeDeps {
  /** The socket's address now (ws: or wss:), read at every (re)connect: the mirror in use may have changed. */
  url(): string;
  /** The access token now (null: a guest). */
  token(): string | null;
  open(url: string): SocketLike;
  now(): number;
  random(): number;
  isOnline(): boolean;
}

/** Reconnect delays: full jitter over an exponential ceiling (attempt n waits random × min(MAX, BASE × 2^n)). */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;
/** Pings: a few quick ones after each open (the clock offset), then one every PING_EVERY_MS. */
export const PING_EVERY_MS = 15_000;
const QUICK_PINGS = 4;
const QUICK_PING_MS = 1000;
/** No message at all for this long: the connection is dead though the browser has not noticed. */
export const SILENCE_MS = 2 * PING_EVERY_MS + 5000;
/**
 * A socket counts as healthy once it has stayed open this long: only then does the backoff start again from its
 * first step (a server that accepts and closes at once is retried ever more slowly, not in a tight loop).
 */
export const HEALTHY_AFTER_MS = 10_000;
/** Clock samples kept (the newest). */
const SAMPLES_KEPT = 16;
/** A topic whose snapshot failed on the server is asked again after this long. */
const RESUBSCRIBE_MS = 3000;

/**
 * The tab's one real-time socket, owned by the worker: connected while anything is subscribed, signed in with the
 * access token (sent again when it changes), reconnecting with exponential backoff and full jitter (back to its
 * first step only after a connection stayed up HEALTHY_AFTER_MS), and on every
 * open subscribing again to each held topic, whose snapshot resyncs the subscribers. Every message is checked
 * against contract/realtime (a bad one is dropped). The server's clock offset comes from the pings with the
 * lowest round trips.
 */
export function createRealtime(deps: RealtimeDeps) {
  const subscribers = new Map<TopicName, Set<(update: TopicUpdate) => void>>();
  const samples: ClockSample[] = [];
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let socket: SocketLike | null = null;
  let status: ConnectionStatus = 'idle';
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let pinger: ReturnType<typeof setTimeout> | null = null;
  let silence: ReturnType<typeof setTimeout> | null = null;
  let healthy: ReturnType<typeof setTimeout> | null = null;
  let pingId = 0;
  let sentToken: string | null = null;
  /** Player topics the server refused to a guest socket: asked again once a token signs it in. */
  const awaitingAuth = new Set<TopicName>();

  function setStatus(next: ConnectionStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  }

  function send(message: ClientMessage) {
    if (socket && status === 'open') socket.send(JSON.stringify(message));
  }

  function clearTimers() {
    for (const timer of [retry, pinger, silence, healthy]) if (timer) clearTimeout(timer);
    retry = pinger = silence = healthy = null;
  }

  function heard() {
    if (silence) clearTimeout(silence);
    silence = setTimeout(() => drop(), SILENCE_MS);
  }

  function schedulePing(count: number) {
    pinger = setTimeout(
      () => {
        send({ type: 'ping', id: ++pingId, client_time: deps.now() });
        schedulePing(count + 1);
      },
      count < QUICK_PINGS ? QUICK_PING_MS : PING_EVERY_MS,
    );
  }

  function deliver(update: TopicUpdate) {
    for (const callback of subscribers.get(update.topic) ?? []) {
      try {
        callback(update);
      } catch {
        // A subscriber's failure (a closed page's proxy) is not the socket's.
      }
    }
  }

  function receive(raw: unknown) {
    heard();
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      return;
    }
    const checked = ServerMessage.safeParse(parsed);
    if (!checked.success) return;
    const message = checked.data;
    switch (message.type) {
      case 'pong':
        samples.push(sampleOf(message.client_time, message.server_time, deps.now()));
        if (samples.length > SAMPLES_KEPT) samples.shift();
        return;
      case 'snapshot':
      case 'event': {
        if (!isTopicName(message.topic) || !subscribers.has(message.topic)) return;
        const schema = TOPICS[message.topic][message.type === 'snapshot' ? 'snapshot' : 'event'];
        const data = schema.safeParse(message.data);
        if (!data.success) return;
        deliver({ kind: message.type, topic: message.topic, data: data.data, serverTime: message.server_time });
        return;
      }
      case 'unsubscribed':
        // A player topic lost with the session: held again now if another token signed the socket in, else once one does.
        if (!isTopicName(message.topic) || !subscribers.has(message.topic)) return;
        if (deps.token()) send({ type: 'subscribe', topic: message.topic });
        else awaitingAuth.add(message.topic);
        return;
      case 'error':
        if (message.code === 'auth_required' && message.topic && isTopicName(message.topic)) {
          awaitingAuth.add(message.topic);
        }
        if (message.code === 'snapshot_failed' && message.topic && isTopicName(message.topic)) {
          const topic = message.topic;
          setTimeout(() => {
            if (subscribers.has(topic)) send({ type: 'subscribe', topic });
          }, RESUBSCRIBE_MS);
        }
        return;
      default:
        return;
    }
  }

  function connect() {
    if (socket || retry || subscribers.size === 0) return;
    if (!deps.isOnline()) return setStatus('offline');
    setStatus('connecting');
    let opened: SocketLike;
    try {
      opened = deps.open(deps.url());
    } catch {
      return scheduleReconnect();
    }
    socket = opened;
    opened.onopen = () => {
      if (socket !== opened) return;
      healthy = setTimeout(() => {
        healthy = null;
        attempt = 0;
      }, HEALTHY_AFTER_MS);
      awaitingAuth.clear();
      setStatus('open');
      sentToken = deps.token();
      if (sentToken) send({ type: 'auth', token: sentToken });
      for (const topic of subscribers.keys()) send({ type: 'subscribe', topic });
      send({ type: 'ping', id: ++pingId, client_time: deps.now() });
      schedulePing(1);
      heard();
    };
    opened.onmessage = (event) => {
      if (socket === opened) receive(event.data);
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      clearTimers();
      scheduleReconnect();
    };
    opened.onerror = () => {};
  }

  function scheduleReconnect() {
    if (subscribers.size === 0) return setStatus('idle');
    if (!deps.isOnline()) return setStatus('offline');
    setStatus('waiting');
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
    attempt++;
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, deps.random() * ceiling);
  }

  /** Closes the current socket (dead, moved or no longer needed); its close schedules the next one if needed. */
  function drop() {
    const current = socket;
    if (!current) return;
    socket = null;
    clearTimers();
    current.onopen = current.onmessage = current.onclose = null;
    try {
      current.close();
    } catch {
      // Closing a socket that never opened.
    }
    scheduleReconnect();
  }

  return {
    /** Holds `topic` for `callback` until the returned function is called; connects if need be. */
    subscribe(topic: TopicName, callback: (update: TopicUpdate) => void): () => void {
      let set = subscribers.get(topic);
      const first = !set;
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(callback);
      if (first) send({ type: 'subscribe', topic });
      connect();
      return () => {
        if (!set.delete(callback) || set.size > 0) return;
        subscribers.delete(topic);
        send({ type: 'unsubscribe', topic });
        if (subscribers.size === 0) {
          const current = socket;
          socket = null;
          clearTimers();
          current?.close();
          setStatus('idle');
        }
      };
    },

    /** The session's token changed (a refresh, a sign-in, a sign-out): the open socket is told, no reconnect. */
    tokenChanged() {
      const token = deps.token();
      if (token === sentToken) return;
      sentToken = token;
      send({ type: 'auth', token });
      if (!token) return;
      for (const topic of awaitingAuth) if (subscribers.has(topic)) send({ type: 'subscribe', topic });
      awaitingAuth.clear();
    },

    /** The API base moved (a mirror failover): reconnect there. */
    baseChanged() {
      if (socket) drop();
    },

    /** The browser is online again: reconnect now rather than after the backoff. */
    online() {
      if (socket) return;
      if (retry) clearTimeout(retry);
      retry = null;
      attempt = 0;
      connect();
    },

    offline() {
      if (socket) drop();
      if (retry) clearTimeout(retry);
      retry = null;
      if (subscribers.size > 0) setStatus('offline');
    },

    /** The server's clock minus this one (ms), or null before the first pong. */
    clockOffset: () => estimateOffset(samples),
    status: () => status,
    onStatus(listener: (status: ConnectionStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
