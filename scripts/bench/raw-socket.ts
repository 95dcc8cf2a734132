import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A WebSocket client for benchmarks that open thousands of sockets on the machine they measure: the upgrade and
 * the frames (RFC 6455) by hand over a plain TCP socket, with no per-message objects, events or UTF-8 checks, so
 * the clients cost the shared cores as little as they can: reads land in one buffer shared by every socket (`onread`:
 * no stream, no 'data' event, no allocation per read). It answers pings (the server drops a socket that does
 * not) and hands each text message to `onText` as the bytes of its payload, with the time the read returned.
 * Enough for a benchmark, not for a product: no fragmented messages, no extensions.
 */
export interface RawSocket {
  /** Sends a text message (masked, as a client must). */
  send(text: string): void;
  close(): void;
  readonly open: boolean;
}

/** Every socket's reads, one at a time (each is handled before the next read). */
const READS = Buffer.allocUnsafe(65_536);

const OP_TEXT = 0x1;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

/** A masked client frame. */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + 4 + length);
  out[0] = 0x80 | opcode;
  if (length < 126) out[1] = 0x80 | length;
  else if (length < 65_536) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(out, head);
  for (let i = 0; i < length; i++) out[head + 4 + i] = (payload[i] as number) ^ (mask[i & 3] as number);
  return out;
}

export function openRawSocket(options: {
  port: number;
  path: string;
  host: string;
  onOpen: () => void;
  onText: (payload: Buffer, start: number, end: number, receivedAt: number) => void;
  onClose: () => void;
}): RawSocket {
  const socket: Socket = connect({
    port: options.port,
    host: '127.0.0.1',
    noDelay: true,
    onread: {
      buffer: READS,
      callback: (bytes) => {
        received(READS.subarray(0, bytes));
        return true;
      },
    },
  });
  let upgraded = false;
  let open = false;
  let pending: Buffer | null = null;

  socket.on('connect', () => {
    socket.write(
      `GET ${options.path} HTTP/1.1\r\nHost: ${options.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });

  /** Reads every whole frame of `data` from `offset`; answers where the first incomplete one starts. */
  function frames(data: Buffer, offset: number, receivedAt: number): number {
    let at = offset;
    while (data.length - at >= 2) {
      const opcode = (data[at] as number) & 0x0f;
      let length = (data[at + 1] as number) & 0x7f;
      let head = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        head = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        head = 10;
      }
      if (data.length - at < head + length) break;
      const start = at + head;
      const end = start + length;
      if (opcode === OP_TEXT) options.onText(data, start, end, receivedAt);
      else if (opcode === OP_PING) socket.write(frame(OP_PONG, data.subarray(start, end)));
      else if (opcode === OP_CLOSE) socket.end();
      at = end;
    }
    return at;
  }

  /** A read: `chunk` is the shared buffer, valid until this returns (an incomplete frame is copied out). */
  function received(chunk: Buffer) {
    const receivedAt = Date.now();
    const data = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let offset = 0;
    if (!upgraded) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) {
        pending = Buffer.from(data);
        return;
      }
      if (!data.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) {
        socket.destroy();
        return;
      }
      upgraded = true;
      open = true;
      offset = end + 4;
      options.onOpen();
    }
    const rest = frames(data, offset, receivedAt);
    if (rest < data.length) pending = Buffer.from(data.subarray(rest));
  }
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    open = false;
    options.onClose();
  });

  return {
    send(text) {
      socket.write(frame(OP_TEXT, Buffer.from(text)));
    },
    close() {
      socket.destroy();
    },
    get open() {
      return open;
    },
  };
}
