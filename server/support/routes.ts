import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_API } from '../../contract/api/support';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { idempotentRequestIfSent, runIfKeyed } from '../idempotency/run';
import { pgErrorCode, ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { recordAudit } from '../operator/audit';
import { requireOperator } from '../operator/principal';
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

  route(app, SUPPORT_API.conversation, { preHandler: authenticate }, async (request) =>
    conversationAnswer(requireAuth(request).userId),
  );

  route(
    app,
    SUPPORT_API.send,
    { preHandler: authenticate, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const { userId } = requireAuth(request);
      // With a key, a resent message (its answer was lost) is not posted twice.
      const data = await runIfKeyed(db, idempotentRequestIfSent(request, `user:${userId}`), async (tx) =>
        toSupportMessage(await addMessage(tx, userId, 'player', request.body.body)),
      );
      return { data };
    },
  );

  route(app, SUPPORT_API.unread, { preHandler: authenticate }, async (request) => ({
    data: { unread: await unreadCount(db, requireAuth(request).userId) },
  }));

  route(app, SUPPORT_API.read, { preHandler: authenticate }, async (request) => {
    const userId = requireAuth(request).userId;
    await markRead(db, userId);
    return { data: { unread: await unreadCount(db, userId) } };
  });
};

/** The operator's side (mounted behind the operator token): the conversations, one of them, and an answer. */
export function supportOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, SUPPORT_API.operatorConversations, {}, async () => ({ data: { items: await conversations(db) } }));

    route(app, SUPPORT_API.operatorConversation, {}, async (request) => ({
      data: { items: (await conversation(db, request.params.userId)).map(toSupportMessage) },
    }));

    route(app, SUPPORT_API.operatorAnswer, {}, async (request) => {
      const { userId } = request.params;
      const who = requireOperator(request);
      const data = await runIfKeyed(db, idempotentRequestIfSent(request, 'operator'), async (tx) => {
        const message = toSupportMessage(await addMessage(tx, userId, 'operator', request.body.body));
        await recordAudit(tx, who, {
          action: 'support.answer',
          target: `user:${userId}`,
          after: { message_id: message.id },
        });
        return message;
      }).catch((error: unknown) => {
        if (pgErrorCode(error) === '23503') throw new ValidationError({ userId: ['user_unknown: No such player'] });
        throw error;
      });
      return { data };
    });
  };
}
