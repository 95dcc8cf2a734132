import { proxy as comlinkProxy } from 'comlink';
import { proxy } from 'valtio';
import { applyFeedUpdate, type FeedLists, type FeedUpdate } from '../features/feed/feed-lists';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

export const feedState = proxy<FeedLists & { ready: boolean }>({ all: [], big: [], mine: [], ready: false });

export const useFeed = storeHook(feedState);

let watchers = 0;
let subscriptions: Promise<number[]> | null = null;

function apply(update: FeedUpdate) {
  const next = applyFeedUpdate(feedState, update);
  feedState.all = next.all;
  feedState.big = next.big;
  feedState.mine = next.mine;
  if (update.kind === 'snapshot' && update.topic === 'feed') feedState.ready = true;
}

/**
 * The live bets feed, held while some component shows it: the worker's socket subscribes to `feed` and
 * `feed:mine` (held for a guest too: the worker asks again once the player signs in). Returns the release.
 */
export function watchFeed(): () => void {
  watchers++;
  if (watchers === 1) {
    subscriptions = workerApi().then((api) => {
      const callback = comlinkProxy((update: unknown) => apply(update as FeedUpdate));
      return Promise.all([api.realtimeSubscribe('feed', callback), api.realtimeSubscribe('feed:mine', callback)]);
    });
  }
  return () => {
    watchers--;
    if (watchers > 0 || !subscriptions) return;
    const held = subscriptions;
    subscriptions = null;
    void held.then(async (ids) => {
      const api = await workerApi();
      for (const id of ids) await api.realtimeUnsubscribe(id);
    });
  };
}
