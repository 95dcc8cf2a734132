import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Bus } from './bus';

/** The one channel every process LISTENs on; the topic travels inside the payload. */
export const BUS_CHANNEL = 'lucky_bus';
/** NOTIFY refuses a payload of 8000 bytes or more; a longer message goes as numbered parts of one transaction. */
export const NOTIFY_PART_BYTES = 7000;
/** A message whose parts did not all arrive within this long is dropped (at most once). */
const PART_WAIT_MS = 10_000;

export interface BusLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/** Sends NOTIFYs: the app's pool, so publishing shares its connections and time limits. */
export interface Notifier {
  /** Runs `pg_notify(channel, payload)` for each payload, in order, in one transaction. */
  notify(channel: string, payloads: string[]): Promise<void>;
}

type Envelope = { t: string; m: unknown } | { t: string; id: string; k: number; n: number; d: string };

/** Splits a UTF-8 string into parts of at most `bytes` bytes, never inside a character. */
function partsOf(text: string, bytes: number): string[] {
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of text) {
    const length = Buffer.byteLength(char);
    if (size + length > bytes) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += char;
    size += length;
  }
  if (part) parts.push(part);
  return parts;
}

/** The payloads that carry `message` on `topic`: one, or numbered parts that the receivers join. */
export function payloadsOf(topic: string, message: unknown): string[] {
  const whole = JSON.stringify({ t: topic, m: message } satisfies Envelope);
  if (Buffer.byteLength(whole) <= NOTIFY_PART_BYTES) return [whole];
  const id = randomUUID();
  // The parts' envelopes add their own JSON escaping: cut the text well below the limit.
  const parts = partsOf(JSON.stringify(message), NOTIFY_PART_BYTES / 2);
  return parts.map((d, k) => JSON.stringify({ t: topic, id, k, n: parts.length, d } satisfies Envelope));
}

/**
 * The bus over PostgreSQL LISTEN/NOTIFY (the default with DATABASE_URL). Publishing is a NOTIFY through the app's
 * pool; receiving is one dedicated connection (not from the pool: a pooled connection would lose its LISTEN when
 * released) that reconnects with exponential backoff and full jitter and LISTENs again. Messages sent while it was
 * away are lost (NOTIFY keeps nothing for an absent listener): subscribers resync from the database.
 */
export async function openPostgresBus(options: {
  databaseUrl: string;
  notifier: Notifier;
  log: BusLog;
  /** Called after the listener came back from a lost connection (subscribers may resync). */
  onReconnect?: () => void;
}): Promise<Bus> {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const partial = new Map<string, { parts: string[]; got: number; timer: NodeJS.Timeout }>();
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  function deliver(topic: string, message: unknown) {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(message);
      } catch (error) {
        options.log.warn({ err: error, topic }, 'A bus subscriber threw');
      }
    }
  }

  function receive(payload: string | undefined) {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if ('m' in envelope) return deliver(envelope.t, envelope.m);
    const entry = partial.get(envelope.id) ?? {
      parts: new Array<string>(envelope.n),
      got: 0,
      timer: setTimeout(() => partial.delete(envelope.id), PART_WAIT_MS).unref(),
    };
    partial.set(envelope.id, entry);
    if (entry.parts[envelope.k] === undefined) entry.got++;
    entry.parts[envelope.k] = envelope.d;
    if (entry.got < envelope.n) return;
    clearTimeout(entry.timer);
    partial.delete(envelope.id);
    deliver(envelope.t, JSON.parse(entry.parts.join('')));
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const ceiling = Math.min(100 * 2 ** failures, 5000);
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect(true);
    }, Math.random() * ceiling);
  }

  async function connect(again: boolean): Promise<boolean> {
    const next = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 3000 });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      if (!closed) options.log.warn({ err: error }, 'The bus lost its PostgreSQL listener; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (notification) => receive(notification.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return false;
    }
    if (closed) {
      await next.end().catch(() => {});
      return false;
    }
    client = next;
    failures = 0;
    if (again) {
      options.log.info('The bus is listening on PostgreSQL again');
      options.onReconnect?.();
    }
    return true;
  }

  await connect(false);

  return {
    async publish(topic, message) {
      await options.notifier.notify(BUS_CHANNEL, payloadsOf(topic, message));
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const entry of partial.values()) clearTimeout(entry.timer);
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
