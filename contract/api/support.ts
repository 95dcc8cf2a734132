import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { OptionalIdempotentHeaders } from './wallet';

/** The built-in support chat (spec §1, §4): one conversation per player, answered by an operator. */
export const SupportAuthor = z.enum(['player', 'operator']);
export type SupportAuthor = z.infer<typeof SupportAuthor>;

export const SupportMessage = z.object({
  id: z.number().int(),
  author: SupportAuthor,
  body: text(),
  created_at: text(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

const SUPPORT_MESSAGE_MAX = 2000;

export const SupportMessageBody = z.object({
  body: text()
    .trim()
    .min(1, errorMessage('message_empty', 'Write a message'))
    .max(SUPPORT_MESSAGE_MAX, errorMessage('message_long', `At most ${SUPPORT_MESSAGE_MAX} characters`)),
});
export type SupportMessageBody = z.infer<typeof SupportMessageBody>;

export const SupportConversationAnswer = z.object({
  data: z.object({ items: z.array(SupportMessage), unread: z.number().int() }),
});
export type SupportConversationAnswer = z.infer<typeof SupportConversationAnswer>;

export const SupportMessageAnswer = z.object({ data: SupportMessage });
export type SupportMessageAnswer = z.infer<typeof SupportMessageAnswer>;

/** Unread = operator messages the player has not seen yet. */
export const SupportUnreadAnswer = z.object({ data: z.object({ unread: z.number().int() }) });
export type SupportUnreadAnswer = z.infer<typeof SupportUnreadAnswer>;

const OperatorConversationParams = z.object({ userId: z.coerce.number().int().positive() });

export const OperatorConversationsAnswer = z.object({
  data: z.object({
    items: z.array(
      z.object({
        user_id: z.number().int(),
        last_message: SupportMessage,
        /** Player messages after the operator's last answer. */
        waiting: z.number().int(),
      }),
    ),
  }),
});

/** The player's side, and the operator's (Authorization: Bearer $OPERATOR_TOKEN). */
export const SUPPORT_API = {
  /** The conversation; reading it does not mark it read (`read` does). */
  conversation: endpoint({ method: 'GET', path: '/api/v2/support/messages', answer: SupportConversationAnswer }),
  send: endpoint({
    method: 'POST',
    path: '/api/v2/support/messages',
    headers: OptionalIdempotentHeaders,
    body: SupportMessageBody,
    answer: SupportMessageAnswer,
    resend: 'idempotency-key', // With the header (the worker sends one); without it a resend posts again.
  }),
  unread: endpoint({ method: 'GET', path: '/api/v2/support/unread', answer: SupportUnreadAnswer }),
  read: endpoint({ method: 'POST', path: '/api/v2/support/read', answer: SupportUnreadAnswer, resend: 'natural' }),

  operatorConversations: endpoint({
    method: 'GET',
    path: '/operator/support/conversations',
    operatorRoles: ['support'],
    answer: OperatorConversationsAnswer,
  }),
  operatorConversation: endpoint({
    method: 'GET',
    path: '/operator/support/conversations/:userId/messages',
    operatorRoles: ['support'],
    params: OperatorConversationParams,
    answer: z.object({ data: z.object({ items: z.array(SupportMessage) }) }),
  }),
  operatorAnswer: endpoint({
    method: 'POST',
    path: '/operator/support/conversations/:userId/messages',
    operatorRoles: ['support'],
    headers: OptionalIdempotentHeaders,
    params: OperatorConversationParams,
    body: SupportMessageBody,
    answer: SupportMessageAnswer,
    resend: 'idempotency-key', // With the header, as the player's.
  }),
};
