import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { OUTBOX_API, OutboxAnswer } from '../../contract/api/outbox';
import { registerByPhone } from '../auth/registration.testing';
import { HttpError } from '../lib/http-error';
import { startTestServer, type TestServer } from '../test/harness';
import { createMessenger, createSmsGatewayAdapter, createSmtpAdapter, type MessageAdapter } from './messenger';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('development outbox', () => {
  it('shows every message with its code, as a page and as JSON, filtered by recipient', async () => {
    await registerByPhone(server, '+77011230001');
    const json = await server.api({ method: 'GET', url: `${OUTBOX_API.messages.path}?to=%2B77011230001` });
    expect(json.statusCode).toBe(200);
    const [message] = OutboxAnswer.parse(json.json()).data;
    expect(message).toMatchObject({ channel: 'sms', to: '+77011230001' });
    expect(message?.code).toMatch(/^\d{6}$/);
    // A `+` left unencoded in the query arrives as a space: still found.
    const loose = await server.api({ method: 'GET', url: `${OUTBOX_API.messages.path}?to=+77011230001` });
    expect(OutboxAnswer.parse(loose.json()).data).toHaveLength(1);

    const page = await server.api({ method: 'GET', url: OUTBOX_API.page.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(message?.code);
  });

  it('is off in production', async () => {
    const prod = await startTestServer({ devOutbox: false });
    try {
      expect((await prod.api({ method: 'GET', url: OUTBOX_API.page.path })).statusCode).toBe(404);
      // No adapter for SMS: a clear 503, never a 500.
      const res = await prod.api({
        method: 'POST',
        url: AUTH_API.registerPhone.path,
        payload: { phone: '+77011230002', password: 'password1', adult_confirmed: true, agreement_accepted: true },
      });
      expect(res.statusCode).toBe(200);
      const send = await prod.api({
        method: 'POST',
        url: AUTH_API.loginPhoneVerification.path,
        payload: { phone: '+77011230002' },
      });
      expect(send.statusCode).toBe(503);
      expect(send.json()).toEqual({ code: 'delivery_unavailable', message: 'SMS cannot be sent at the moment.' });
    } finally {
      await prod.close();
    }
  });
});

describe('adapters', () => {
  it('posts SMS to the gateway with the bearer token, and reports a failing gateway as 502', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const messenger = createMessenger([createSmsGatewayAdapter('https://sms.example/send', 'secret', fakeFetch)]);
    await messenger.send({ channel: 'sms', to: '+77011230003', subject: 's', text: 'hello 123456' });
    expect(calls[0]?.url).toBe('https://sms.example/send');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ to: '+77011230003', text: 'hello 123456' });

    status = 500;
    const failing = messenger.send({ channel: 'sms', to: '+77011230003', subject: 's', text: 'x' });
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    await expect(failing).rejects.toMatchObject({ statusCode: 502, code: 'delivery_failed' });
    await expect(messenger.send({ channel: 'email', to: 'a@b.c', subject: 's', text: 'x' })).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('succeeds when one of two adapters delivers', async () => {
    const sent: string[] = [];
    const ok: MessageAdapter = { name: 'ok', channels: ['email'], send: async (m) => void sent.push(m.to) };
    const broken: MessageAdapter = {
      name: 'broken',
      channels: ['email'],
      send: async () => {
        throw new Error('down');
      },
    };
    await createMessenger([broken, ok]).send({ channel: 'email', to: 'x@example.com', subject: 's', text: 't' });
    expect(sent).toEqual(['x@example.com']);
  });
});

/** A minimal SMTP server that keeps what it receives. */
async function fakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else mail.data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          mail.from = line.slice(10);
          socket.write('250 OK\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          mail.to.push(line.slice(8));
          socket.write('250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP adapter', () => {
  it('sends the e-mail through the SMTP server of the URL', async () => {
    const smtp = await fakeSmtp();
    try {
      const adapter = createSmtpAdapter(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 'Lucky <no-reply@lucky.test>');
      await adapter.send({ channel: 'email', to: 'player@example.com', subject: 'Code', text: '123456 is your code' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['<player@example.com>']);
      expect(smtp.received[0]?.data).toContain('Subject: Code');
      expect(smtp.received[0]?.data).toContain('123456 is your code');
    } finally {
      await smtp.close();
    }
  });
});
