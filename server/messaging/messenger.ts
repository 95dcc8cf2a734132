import { createTransport } from 'nodemailer';
import { outboxMessages } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';

export type Channel = 'email' | 'sms';

export interface Message {
  channel: Channel;
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
}

/** One way of delivering messages. `channels` says which it takes. */
export interface MessageAdapter {
  readonly name: string;
  readonly channels: readonly Channel[];
  send(message: Message): Promise<void>;
}

/** E-mail through any SMTP server (nodemailer; e.g. smtp://user:pass@host:587, smtps://... for TLS). */
export function createSmtpAdapter(url: string, from: string): MessageAdapter {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    channels: ['email'],
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * SMS through an HTTP gateway: POST `{ to, text }` as JSON, `Authorization: Bearer <token>` when a token is set;
 * any 2xx is accepted. Most gateways take this shape or sit behind a small proxy that gives it.
 */
export function createSmsGatewayAdapter(
  url: string,
  token: string | undefined,
  fetchImpl: typeof fetch = fetch,
): MessageAdapter {
  return {
    name: 'sms-gateway',
    channels: ['sms'],
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** The development outbox: every message is stored in outbox_messages and shown on GET /dev/outbox. */
function createOutboxAdapter(db: Db): MessageAdapter {
  return {
    name: 'outbox',
    channels: ['email', 'sms'],
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
    },
  };
}

export interface Messenger {
  send(message: Message): Promise<void>;
  /** Whether some adapter delivers this channel. */
  canSend(channel: Channel): boolean;
}

interface MessengerLog {
  error(object: object, message: string): void;
}

/**
 * Sends through every adapter that takes the channel (the outbox and a real one in development). No adapter:
 * 503 `delivery_unavailable`; a real adapter failing: 502 `delivery_failed` (logged), never a 500.
 */
export function createMessenger(adapters: MessageAdapter[], log?: MessengerLog): Messenger {
  return {
    canSend: (channel) => adapters.some((adapter) => adapter.channels.includes(channel)),
    async send(message) {
      const targets = adapters.filter((adapter) => adapter.channels.includes(message.channel));
      if (targets.length === 0) {
        throw new HttpError(
          503,
          'delivery_unavailable',
          message.channel === 'sms' ? 'SMS cannot be sent at the moment.' : 'E-mail cannot be sent at the moment.',
        );
      }
      const results = await Promise.allSettled(targets.map((adapter) => adapter.send(message)));
      const failed = results.flatMap((result, i) =>
        result.status === 'rejected' ? [[targets[i], result] as const] : [],
      );
      for (const [adapter, result] of failed) {
        log?.error({ err: result.reason, adapter: adapter?.name, channel: message.channel }, 'message delivery failed');
      }
      if (failed.length === targets.length) {
        throw new HttpError(502, 'delivery_failed', 'The message could not be sent. Try again in a minute.');
      }
    },
  };
}

interface MessagingConfig {
  devOutbox: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
}

/** The adapters the configuration asks for. */
export function messengerFromConfig(db: Db, config: MessagingConfig, log?: MessengerLog): Messenger {
  const adapters: MessageAdapter[] = [];
  if (config.devOutbox) adapters.push(createOutboxAdapter(db));
  if (config.smtpUrl) adapters.push(createSmtpAdapter(config.smtpUrl, config.smtpFrom));
  if (config.smsGatewayUrl) adapters.push(createSmsGatewayAdapter(config.smsGatewayUrl, config.smsGatewayToken));
  return createMessenger(adapters, log);
}
