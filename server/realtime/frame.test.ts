/// <reference path="./ws.d.ts" />
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { prepareMessage, sendPrepared } from './frame';

/**
 * Prepared frames as a real client reads them: every length class of the frame header (7-bit, 16-bit, 64-bit),
 * text whose UTF-8 is longer than its characters, in order with what `ws` sends itself; and a socket that
 * negotiated compression gets the same messages through `ws`.
 */
const MESSAGES = [
  'a',
  'x'.repeat(125),
  'y'.repeat(126),
  'Қазақша ✓ '.repeat(20),
  'z'.repeat(65_535),
  'w'.repeat(65_536),
  JSON.stringify({ type: 'event', data: 'v'.repeat(100_000) }),
];

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function received(perMessageDeflate: boolean): Promise<{ texts: string[]; extensions: string }> {
  app = Fastify();
  await app.register(websocket, { options: { perMessageDeflate } });
  let extensions = '';
  app.route({
    method: 'GET',
    url: '/socket',
    handler: async () => 'upgrade',
    wsHandler: (socket) => {
      extensions = socket.extensions;
      socket.send('first, through ws');
      for (const text of MESSAGES) sendPrepared(socket, prepareMessage(text));
      socket.send('last, through ws');
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = new WebSocket(`ws://127.0.0.1:${port}/socket`);
  const texts: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('message', (data) => {
      texts.push(String(data));
      if (texts.length === MESSAGES.length + 2) resolve();
    });
    client.on('error', reject);
  });
  client.close();
  return { texts, extensions };
}

describe('prepared frames', () => {
  it('arrive whole and in order, whatever their length', async () => {
    const { texts, extensions } = await received(false);
    expect(extensions).toBe('');
    expect(texts).toEqual(['first, through ws', ...MESSAGES, 'last, through ws']);
  });

  it('go through ws on a socket that negotiated permessage-deflate', async () => {
    const { texts, extensions } = await received(true);
    expect(extensions).toContain('permessage-deflate');
    expect(texts).toEqual(['first, through ws', ...MESSAGES, 'last, through ws']);
  });
});
