import type { WalletCalls } from '../slots/wallet-calls';
import type { FeedPublisher } from './feed';

/**
 * The slots' wallet calls with their paid wins published to the live feed: the seamless wallet never says when a
 * round ends, so a round is settled by its win call (feed-sources.ts), published with the call's id once it answered.
 */
export function publishingSlotWins(calls: WalletCalls, feed: FeedPublisher): WalletCalls {
  return {
    ...calls,
    async win(provider, call) {
      const answer = await calls.win(provider, call);
      if (answer.status === 'OK' && answer.casino_transaction_id) {
        void feed.published('slots', [Number(answer.casino_transaction_id)]);
      }
      return answer;
    },
  };
}
