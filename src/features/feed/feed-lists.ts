import type { FeedEntry, FeedSnapshot, MyFeedSnapshot } from '../../../contract/realtime/feed';
import { FEED_SIZE, newerFirst } from '../../../contract/realtime/feed-rules';

export interface FeedLists {
  all: FeedEntry[];
  big: FeedEntry[];
  mine: FeedEntry[];
}

export type FeedUpdate =
  | { kind: 'snapshot'; topic: 'feed'; data: FeedSnapshot }
  | { kind: 'snapshot'; topic: 'feed:mine'; data: MyFeedSnapshot }
  | { kind: 'event'; topic: 'feed' | 'feed:mine'; data: FeedEntry };

/** Newest settlement first, each id once, at most FEED_SIZE (an entry seen twice, in a snapshot and an event, is one row). */
export function withEntry(list: readonly FeedEntry[], entry: FeedEntry): FeedEntry[] {
  if (list.some((held) => held.id === entry.id)) return list as FeedEntry[];
  return [entry, ...list].sort(newerFirst).slice(0, FEED_SIZE);
}

/** The lists after one message of the socket: a snapshot replaces its lists (a resync), an event adds its bet. */
export function applyFeedUpdate(lists: FeedLists, update: FeedUpdate): FeedLists {
  if (update.kind === 'snapshot') {
    if (update.topic === 'feed') return { ...lists, all: update.data.all, big: update.data.big };
    return { ...lists, mine: update.data.mine };
  }
  const entry = update.data;
  if (update.topic === 'feed:mine') return { ...lists, mine: withEntry(lists.mine, entry) };
  return { ...lists, all: withEntry(lists.all, entry), big: entry.big ? withEntry(lists.big, entry) : lists.big };
}
