import type { WalletCalls } from '../slots/wallet-calls';
import type { FeedPublisher } from './feed';

/**
 * The slots' wallet calls with their rounds published to the live feed as they end: a round ends with its win call,
 * a losing round's of 0 (contract/api/slots.ts, feed-sources.ts), published with the call's id once it answered.
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
