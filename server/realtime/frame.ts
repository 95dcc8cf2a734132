/// <reference path="./ws.d.ts" />
import type { WebSocket } from 'ws';

/**
 * A server message serialised once and framed once (RFC 6455: one final, unmasked text frame), so a broadcast to
 * thousands of sockets costs each socket one write of the same bytes: no JSON, no UTF-8 encoding, no header and no
 * copy per socket.
 */
export interface PreparedMessage {
  readonly text: string;
  readonly frame: Buffer;
}

export function prepareMessage(text: string): PreparedMessage {
  const payload = Buffer.from(text);
  const length = payload.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN, text
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, head);
  return { text, frame };
}

/**
 * Sends a prepared message: its frame straight to the socket's TCP connection. That is what `ws` itself does with a
 * frame when no extension was negotiated (this server offers none: app.ts turns permessage-deflate off): it writes
 * synchronously and queues nothing, so the socket's messages keep their order. A socket with an extension (never
 * here) gets the text through `ws`.
 */
export function sendPrepared(socket: WebSocket, message: PreparedMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  const connection = socket._socket;
  if (socket.extensions === '' && connection) connection.write(message.frame);
  else socket.send(message.text);
}
