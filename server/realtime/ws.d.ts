/** The part of `ws` (installed with @fastify/websocket, without type declarations) this server and its tests use. */
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import type { Socket } from 'node:net';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly OPEN: 1;
    readonly readyState: 0 | 1 | 2 | 3;
    /** The negotiated extensions ('' for none). */
    readonly extensions: string;
    /** The TCP connection (ws's own field: server/realtime/frame.ts writes prepared frames to it). */
    readonly _socket: Socket | null;
    constructor(address: string, options?: { headers?: Record<string, string> });
    send(data: string): void;
    ping(): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'pong' | 'open', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export class WebSocketServer extends EventEmitter {}
  export { WebSocketServer as Server };
  export default WebSocket;
}
