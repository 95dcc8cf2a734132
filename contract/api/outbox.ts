import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/** `?to=` filters by recipient (e-mail or +phone); newest first. */
const OutboxQuery = z.object({
  to: text().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      channel: text(),
      to: text(),
      subject: text().nullable(),
      text: text(),
      /** The first 6-digit code in the text, for testers. */
      code: text().nullable(),
      created_at: text(),
    }),
  ),
});
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;

/** The development outbox (only when DEV_OUTBOX is on): every e-mail and SMS the server sent. */
export const OUTBOX_API = {
  /** A page a tester reads codes from. */
  page: endpoint({ method: 'GET', path: '/dev/outbox', query: OutboxQuery, answer: 'html' }),
  messages: endpoint({ method: 'GET', path: '/dev/outbox/messages', query: OutboxQuery, answer: OutboxAnswer }),
};
