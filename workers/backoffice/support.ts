import { SUPPORT_API } from '../../contract/api/support';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** The support inbox: conversations waiting first, one conversation's messages, and the operator's answer. */
export function supportHandlers({ http, keys }: BackofficeContext) {
  return {
    conversations() {
      return attempt(async () => (await call(http, SUPPORT_API.operatorConversations)).data.items);
    },

    conversation(userId: number) {
      return attempt(
        async () => (await call(http, SUPPORT_API.operatorConversation, { params: { userId } })).data.items,
      );
    },

    /** Sent once however often the button is pressed before the answer arrives. */
    answerPlayer(userId: number, body: string) {
      return decide(keys, `support:${userId}:${body}`, async (key) => {
        const answer = await call(http, SUPPORT_API.operatorAnswer, {
          params: { userId },
          body: { body },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
