import { z } from 'zod';
import { errorMessage } from './errors';
import { text } from './text';

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

export const OperatorConversationParams = z.object({ userId: z.coerce.number().int().positive() });

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
