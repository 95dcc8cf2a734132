import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../../contract/realtime/feed';
import { FEED_SIZE } from '../../../contract/realtime/feed-rules';
import { applyFeedUpdate, type FeedLists } from './feed-lists';

const entry = (id: number, big = false): FeedEntry => ({
  id,
  game: 'dice',
  player: { hidden: false, name: `P${id}`, avatar: { image: null } },
  currency: 'RUB',
  amount: '10.00',
  payout: big ? '1000.00' : '0.00',
  multiplier: big ? '100.00' : '0.00',
  big,
  created_at: '2026-11-25T00:00:00.000Z',
});
const empty: FeedLists = { all: [], big: [], mine: [] };

describe('the feed lists', () => {
  it('a snapshot replaces the lists (a resync after a reconnect); events add newest first, once, big wins to both', () => {
    let lists = applyFeedUpdate(empty, {
      kind: 'snapshot',
      topic: 'feed',
      data: { all: [entry(5), entry(4)], big: [] },
    });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(6, true) });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(6, true) });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(3) });
    expect(lists.all.map((row) => row.id)).toEqual([6, 5, 4, 3]);
    expect(lists.big.map((row) => row.id)).toEqual([6]);
    lists = applyFeedUpdate(lists, { kind: 'snapshot', topic: 'feed', data: { all: [entry(9)], big: [] } });
    expect(lists.all.map((row) => row.id)).toEqual([9]);
    expect(lists.mine).toEqual([]);
  });

  it(`keeps at most ${FEED_SIZE} rows`, () => {
    let lists = empty;
    for (let id = 1; id <= FEED_SIZE + 5; id++)
      lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(id) });
    expect(lists.all).toHaveLength(FEED_SIZE);
    expect(lists.all[0]?.id).toBe(FEED_SIZE + 5);
  });

  it('the player’s own bets go to mine only', () => {
    const lists = applyFeedUpdate(empty, { kind: 'event', topic: 'feed:mine', data: entry(7) });
    expect(lists).toEqual({ all: [], big: [], mine: [entry(7)] });
  });
});
