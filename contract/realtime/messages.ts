import { z } from 'zod';
import { text } from '../api/text';

/**
 * The WebSocket's messages (path: contract/api/realtime.ts REALTIME_SOCKET_PATH), JSON text frames, each checked
 * against these schemas on both ends. Times are epoch milliseconds; `server_time` is the server's clock when it
 * sent the message (with ping/pong, the client's clock offset: contract/realtime/clock.ts).
 */

/** Largest client message the server reads (bytes); a bigger frame closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Most topics one socket may hold at once. */
export const MAX_SUBSCRIPTIONS = 16;
/** Close code for a socket that sends what the protocol does not allow (too many errors). */
export const CLOSE_POLICY = 1008;

const Topic = text({ error: 'topic_invalid' }).min(1).max(64);

// ---------------------------------------------------------------- client → server

export const ClientMessage = z.discriminatedUnion('type', [
  /** Sign the socket in (or out with null), first or again after a token refresh: no reconnect needed. */
  z.object({ type: z.literal('auth'), token: text().max(2048).nullable() }),
  z.object({ type: z.literal('subscribe'), topic: Topic }),
  z.object({ type: z.literal('unsubscribe'), topic: Topic }),
  z.object({ type: z.literal('ping'), id: z.number().int().nonnegative(), client_time: z.number() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ---------------------------------------------------------------- server → client

export const SESSION_KINDS = ['guest', 'player'] as const;

export const ERROR_CODES = [
  'message_invalid',
  'topic_unknown',
  'auth_required',
  'token_invalid',
  'too_many_subscriptions',
  'snapshot_failed',
] as const;
export type RealtimeErrorCode = (typeof ERROR_CODES)[number];

export const ServerMessage = z.discriminatedUnion('type', [
  /** First message of every socket. */
  z.object({ type: z.literal('hello'), server_time: z.number(), session: z.enum(SESSION_KINDS) }),
  /** The answer to `auth`: who the socket is now (a refused token leaves it a guest, with an `error` before). */
  z.object({ type: z.literal('session'), server_time: z.number(), session: z.enum(SESSION_KINDS) }),
  z.object({ type: z.literal('pong'), id: z.number().int(), client_time: z.number(), server_time: z.number() }),
  /** The topic's whole current state: the answer to every `subscribe` (so a reconnecting client resyncs). */
  z.object({ type: z.literal('snapshot'), topic: Topic, server_time: z.number(), data: z.unknown() }),
  /** One change of a subscribed topic. */
  z.object({ type: z.literal('event'), topic: Topic, server_time: z.number(), data: z.unknown() }),
  /** The socket lost a player topic (signed out, token expired): subscribe again after `auth`. */
  z.object({ type: z.literal('unsubscribed'), topic: Topic, server_time: z.number() }),
  z.object({
    type: z.literal('error'),
    server_time: z.number(),
    code: z.enum(ERROR_CODES),
    message: text(),
    topic: Topic.optional(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
