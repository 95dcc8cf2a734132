/// <reference path="./ws.d.ts" />
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_SOCKET_PATH } from '../../contract/api/realtime';
import {
  CLOSE_POLICY,
  ClientMessage,
  MAX_SUBSCRIPTIONS,
  type RealtimeErrorCode,
} from '../../contract/realtime/messages';
import { isTopicName, TOPICS, type TopicName } from '../../contract/realtime/topics';
import { HttpError } from '../lib/http-error';
import { sendPrepared } from './frame';
import { type Connection, type Hub, prepare } from './hub';

/** Who a token belongs to, while its session lives; null for a bad, expired or ended one. */
export type IdentifyToken = (token: string) => Promise<{ userId: number; expiresAtMs: number } | null>;

interface SocketRoutesOptions {
  hub: Hub;
  identify: IdentifyToken;
  originAllowed: (origin: string) => boolean;
  heartbeatMs: number;
}

/** Refused messages a socket may send before it is closed (a broken or hostile client). */
const MAX_REFUSALS = 20;
/** Messages a socket may send per window; beyond it the socket is closed. */
const MESSAGES_PER_WINDOW = 120;
const WINDOW_MS = 10_000;
/** Turns a heartbeat is spread over. */
const HEARTBEAT_SLICES = 10;

/**
 * The real-time socket (contract/api/realtime.ts): guests may hold public topics; `auth` with an access token makes
 * the socket the player's (again after a refresh, without reconnecting); every message is checked against
 * contract/realtime/messages.ts; a ping answers a pong with the server's time; the server pings every socket each
 * `heartbeatMs` and drops one that did not answer the previous ping.
 */
export async function socketRoutes(app: FastifyInstance, options: SocketRoutesOptions) {
  const { hub, identify } = options;
  // Each socket is pinged once per `heartbeatMs`, in one of HEARTBEAT_SLICES turns spread over it: thousands of
  // pings (and their pongs) at one instant would hold up the ticks sent at that instant.
  const alive = new Map<WebSocket, { answered: boolean; turn: number }>();
  let turn = 0;
  let nextTurn = 0;
  const heartbeat = setInterval(() => {
    turn = (turn + 1) % HEARTBEAT_SLICES;
    for (const [socket, state] of alive) {
      if (state.turn !== turn) continue;
      if (!state.answered) {
        socket.terminate();
        continue;
      }
      state.answered = false;
      socket.ping();
    }
  }, options.heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.route({
    method: 'GET',
    url: REALTIME_SOCKET_PATH,
    handler: async () => {
      throw new HttpError(426, 'upgrade_required', 'This address is a WebSocket: connect with an upgrade');
    },
    wsHandler: (socket, request) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !options.originAllowed(origin)) {
        socket.close(CLOSE_POLICY, 'origin not allowed');
        return;
      }
      const connection: Connection = {
        userId: null,
        topics: new Set<TopicName>(),
        send: (message) => sendPrepared(socket, message),
      };
      let refusals = 0;
      let windowStart = Date.now();
      let inWindow = 0;
      let expiry: NodeJS.Timeout | null = null;
      // Messages are handled one after another, so an `auth` applies before the `subscribe` sent after it.
      let queue: Promise<void> = Promise.resolve();

      const reply = (message: Parameters<typeof prepare>[0]) => connection.send(prepare(message));
      const refuse = (code: RealtimeErrorCode, message: string, topic?: string) => {
        reply({ type: 'error', server_time: Date.now(), code, message, ...(topic ? { topic } : {}) });
        if (++refusals >= MAX_REFUSALS) socket.close(CLOSE_POLICY, 'too many refused messages');
      };

      /** The socket becomes `userId`'s (or a guest's): the player topics of anyone else are dropped. */
      const become = (userId: number | null, expiresAtMs?: number) => {
        if (expiry) clearTimeout(expiry);
        expiry = null;
        if (connection.userId !== userId) {
          for (const topic of [...connection.topics]) {
            if (TOPICS[topic].access !== 'player') continue;
            hub.unsubscribe(connection, topic);
            reply({ type: 'unsubscribed', topic, server_time: Date.now() });
          }
        }
        connection.userId = userId;
        if (userId !== null && expiresAtMs !== undefined) {
          // An access token that is not refreshed in time leaves the socket a guest's.
          expiry = setTimeout(() => become(null), Math.max(0, expiresAtMs - Date.now()));
          expiry.unref();
        }
        reply({ type: 'session', server_time: Date.now(), session: userId === null ? 'guest' : 'player' });
      };

      async function handle(raw: string) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          return refuse('message_invalid', 'Not JSON');
        }
        const checked = ClientMessage.safeParse(parsed);
        if (!checked.success) {
          return refuse('message_invalid', checked.error.issues.map((issue) => issue.message).join('; '));
        }
        const message = checked.data;
        switch (message.type) {
          case 'ping':
            return reply({ type: 'pong', id: message.id, client_time: message.client_time, server_time: Date.now() });
          case 'auth': {
            if (message.token === null) return become(null);
            const who = await identify(message.token);
            if (!who) {
              refuse('token_invalid', 'The access token is not valid: refresh it and send auth again');
              return become(null);
            }
            return become(who.userId, who.expiresAtMs);
          }
          case 'unsubscribe':
            if (isTopicName(message.topic)) hub.unsubscribe(connection, message.topic);
            return;
          case 'subscribe': {
            const topic = message.topic;
            if (!isTopicName(topic) || !hub.has(topic)) return refuse('topic_unknown', 'No such topic', topic);
            if (TOPICS[topic].access === 'player' && connection.userId === null) {
              return refuse('auth_required', 'Sign the socket in (auth) to hold this topic', topic);
            }
            if (!connection.topics.has(topic) && connection.topics.size >= MAX_SUBSCRIPTIONS) {
              return refuse('too_many_subscriptions', `At most ${MAX_SUBSCRIPTIONS} topics per socket`, topic);
            }
            // A subscribe to a held topic resends its snapshot (a client that thinks it missed something).
            hub.unsubscribe(connection, topic as TopicName);
            try {
              await hub.subscribe(connection, topic);
            } catch (error) {
              request.log.warn({ err: error, topic }, 'A real-time snapshot failed');
              reply({
                type: 'error',
                server_time: Date.now(),
                code: 'snapshot_failed',
                message: 'The topic could not be read now: subscribe again in a moment',
                topic,
              });
            }
            return;
          }
        }
      }

      const beat = { answered: true, turn: nextTurn++ % HEARTBEAT_SLICES };
      alive.set(socket, beat);
      socket.on('pong', () => {
        beat.answered = true;
      });
      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        if (now - windowStart > WINDOW_MS) {
          windowStart = now;
          inWindow = 0;
        }
        if (++inWindow > MESSAGES_PER_WINDOW) {
          socket.close(CLOSE_POLICY, 'too many messages');
          return;
        }
        if (isBinary) return refuse('message_invalid', 'Text frames only');
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as Buffer).toString('utf8');
        queue = queue
          .then(() => handle(text))
          .catch((error) => request.log.warn({ err: error }, 'A socket message failed'));
      });
      socket.on('close', () => {
        alive.delete(socket);
        if (expiry) clearTimeout(expiry);
        hub.detach(connection);
      });
      reply({ type: 'hello', server_time: Date.now(), session: 'guest' });
    },
  });
}
