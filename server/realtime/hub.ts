import type { ServerMessage } from '../../contract/realtime/messages';
import { TOPICS, type TopicName } from '../../contract/realtime/topics';
import { type PreparedMessage, prepareMessage } from './frame';

/** What a topic's owner supplies: the topic's current state for a (re)subscribing socket, from the database. */
export interface TopicSource {
  snapshot(userId: number | null): Promise<unknown>;
}

/** One open socket as the hub sees it. */
export interface Connection {
  /** The signed-in player, or null for a guest. */
  userId: number | null;
  readonly topics: Set<TopicName>;
  /** Sends a message serialised and framed once (the same bytes for every socket of a broadcast). */
  send(message: PreparedMessage): void;
}

export const prepare = (message: ServerMessage) => prepareMessage(JSON.stringify(message));

/**
 * The sockets of this process and their topics. Each topic's owner (the feed, crash) registers its snapshot
 * (`provide`) and hands the hub what the bus brought (`deliver`); the hub sends it to the sockets that hold the
 * topic (for a player topic, only to that player's sockets). A socket that subscribes gets the snapshot first and
 * then, in order, whatever was delivered while the snapshot was being read.
 */
export function createHub() {
  const sources = new Map<TopicName, TopicSource>();
  const holders = new Map<TopicName, Set<Connection>>();
  /** Events held back for a socket whose snapshot of the topic is still being read. */
  const pending = new Map<Connection, Map<TopicName, PreparedMessage[]>>();

  return {
    provide(topic: TopicName, source: TopicSource) {
      sources.set(topic, source);
    },

    has(topic: TopicName): boolean {
      return sources.has(topic);
    },

    /**
     * Sends an event of `topic` to its sockets; with `userId`, only to that player's. Serialised and framed once
     * for all of them (10 ticks a second to thousands of sockets: the fan-out is each socket's one write).
     */
    deliver(topic: TopicName, data: unknown, userId?: number) {
      const set = holders.get(topic);
      if (!set?.size) return;
      const message = prepare({ type: 'event', topic, server_time: Date.now(), data });
      const waiting = pending.size > 0;
      for (const connection of set) {
        if (userId !== undefined && connection.userId !== userId) continue;
        const held = waiting ? pending.get(connection)?.get(topic) : undefined;
        if (held) held.push(message);
        else connection.send(message);
      }
    },

    /** Adds the topic to the socket and sends its snapshot, then what arrived meanwhile. Throws if the read fails. */
    async subscribe(connection: Connection, topic: TopicName): Promise<void> {
      const source = sources.get(topic);
      if (!source) throw new Error(`No source for ${topic}`);
      const queues = pending.get(connection) ?? new Map<TopicName, PreparedMessage[]>();
      pending.set(connection, queues);
      queues.set(topic, []);
      connection.topics.add(topic);
      const set = holders.get(topic) ?? new Set();
      holders.set(topic, set);
      set.add(connection);
      try {
        const data = await source.snapshot(TOPICS[topic].access === 'player' ? connection.userId : null);
        if (!connection.topics.has(topic)) return;
        connection.send(prepare({ type: 'snapshot', topic, server_time: Date.now(), data }));
        for (const message of queues.get(topic) ?? []) connection.send(message);
      } catch (error) {
        this.unsubscribe(connection, topic);
        throw error;
      } finally {
        queues.delete(topic);
        if (queues.size === 0 && pending.get(connection) === queues) pending.delete(connection);
      }
    },

    unsubscribe(connection: Connection, topic: TopicName) {
      connection.topics.delete(topic);
      holders.get(topic)?.delete(connection);
      pending.get(connection)?.delete(topic);
    },

    /** Forgets a closed socket. */
    detach(connection: Connection) {
      for (const topic of connection.topics) holders.get(topic)?.delete(connection);
      connection.topics.clear();
      pending.delete(connection);
    },

    /** Sockets holding `topic` (tests, benchmarks). */
    count(topic: TopicName): number {
      return holders.get(topic)?.size ?? 0;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
