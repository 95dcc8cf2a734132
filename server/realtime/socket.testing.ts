/// <reference path="./ws.d.ts" />
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_SOCKET_PATH } from '../../contract/api/realtime';
import { type ClientMessage, ServerMessage } from '../../contract/realtime/messages';
import { API_HOST } from '../test/harness';

/** The app's port, listening on loopback first if it is not yet. */
export async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface TestSocket {
  /** Every message received so far, checked against the contract. */
  received: ServerMessage[];
  send(message: ClientMessage | string): void;
  /** The oldest received message of `type` that matches and no earlier `next` returned, waiting up to `ms`. */
  next<T extends ServerMessage['type']>(
    type: T,
    where?: (message: Extract<ServerMessage, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  closed: Promise<number>;
  close(): void;
}

/** A WebSocket client of the app's real-time socket, as a browser on the API host would open it. */
export async function openTestSocket(app: FastifyInstance, headers: Record<string, string> = {}): Promise<TestSocket> {
  const port = await portOf(app);
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_SOCKET_PATH}`, {
    headers: { host: `${API_HOST}:${port}`, ...headers },
  });
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(ServerMessage.parse(JSON.parse(String(data))));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  /** Messages a `next` already returned (each is returned once). */
  const taken = new Set<number>();
  return {
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(type, where = () => true, ms = 5000) {
      type Wanted = Extract<ServerMessage, { type: typeof type }>;
      return new Promise<Wanted>((resolve, reject) => {
        const look = () => {
          for (let index = 0; index < received.length; index++) {
            const message = received[index] as ServerMessage;
            if (!taken.has(index) && message.type === type && where(message as Wanted)) {
              taken.add(index);
              waiters.delete(look);
              clearTimeout(timer);
              resolve(message as Wanted);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`No ${type} message within ${ms} ms; received ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(look);
        look();
      });
    },
    closed,
    close: () => socket.close(),
  };
}
