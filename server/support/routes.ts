import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../contract/api/paths';
import {
  OperatorConversationParams,
  OperatorConversationsAnswer,
  SupportConversationAnswer,
  SupportMessageAnswer,
  SupportMessageBody,
  SupportUnreadAnswer,
} from '../../contract/api/support';
import { OptionalIdempotentHeaders } from '../../contract/api/wallet';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { idempotentRequestIfSent, runIfKeyed } from '../idempotency/run';
import { pgErrorCode, ValidationError } from '../lib/http-error';
import { addMessage, conversation, conversations, markRead, toSupportMessage, unreadCount } from './repository';

interface SupportRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}

/** The player's side of the built-in support chat. Reading the conversation does not mark it read: POST read does. */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { db, authenticate }) => {
  const conversationAnswer = async (userId: number) => ({
    data: { items: (await conversation(db, userId)).map(toSupportMessage), unread: await unreadCount(db, userId) },
  });

  app.get(
    API.supportMessages,
    { preHandler: authenticate, schema: { response: { 200: SupportConversationAnswer } } },
    async (request) => conversationAnswer(requireAuth(request).userId),
  );

  app.post(
    API.supportMessages,
    {
      preHandler: authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { headers: OptionalIdempotentHeaders, body: SupportMessageBody, response: { 200: SupportMessageAnswer } },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      // With a key, a resent message (its answer was lost) is not posted twice.
      const data = await runIfKeyed(db, idempotentRequestIfSent(request, `user:${userId}`), async (tx) =>
        toSupportMessage(await addMessage(tx, userId, 'player', request.body.body)),
      );
      return { data };
    },
  );

  app.get(
    API.supportUnread,
    { preHandler: authenticate, schema: { response: { 200: SupportUnreadAnswer } } },
    async (request) => ({ data: { unread: await unreadCount(db, requireAuth(request).userId) } }),
  );

  app.post(
    API.supportRead,
    { preHandler: authenticate, schema: { response: { 200: SupportUnreadAnswer } } },
    async (request) => {
      const userId = requireAuth(request).userId;
      await markRead(db, userId);
      return { data: { unread: await unreadCount(db, userId) } };
    },
  );
};

/** The operator's side (mounted behind the operator token): the conversations, one of them, and an answer. */
export function supportOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.operatorSupportConversations,
      { schema: { response: { 200: OperatorConversationsAnswer } } },
      async () => ({ data: { items: await conversations(db) } }),
    );

    app.get(
      API.operatorSupportMessages,
      {
        schema: {
          params: OperatorConversationParams,
          response: { 200: z.object({ data: z.object({ items: SupportConversationAnswer.shape.data.shape.items }) }) },
        },
      },
      async (request) => ({ data: { items: (await conversation(db, request.params.userId)).map(toSupportMessage) } }),
    );

    app.post(
      API.operatorSupportMessages,
      {
        schema: {
          headers: OptionalIdempotentHeaders,
          params: OperatorConversationParams,
          body: SupportMessageBody,
          response: { 200: SupportMessageAnswer },
        },
      },
      async (request) => {
        const data = await runIfKeyed(db, idempotentRequestIfSent(request, 'operator'), async (tx) =>
          toSupportMessage(await addMessage(tx, request.params.userId, 'operator', request.body.body)),
        ).catch((error: unknown) => {
          if (pgErrorCode(error) === '23503') throw new ValidationError({ userId: ['user_unknown: No such player'] });
          throw error;
        });
        return { data };
      },
    );
  };
}
