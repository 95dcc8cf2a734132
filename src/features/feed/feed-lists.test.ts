import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../../contract/realtime/feed';
import { FEED_SIZE } from '../../../contract/realtime/feed-rules';
import { applyFeedUpdate, type FeedLists } from './feed-lists';

/** Round `n`, settled at second `n` (so a higher n is newer), of a game of each kind in turn. */
const entry = (n: number, big = false): FeedEntry => ({
  id: `${['originals', 'crash', 'sports'][n % 3]}:${n}`,
  game: ['dice', 'crash', 'sports'][n % 3] as string,
  detail: null,
  player: { hidden: false, name: `P${n}`, avatar: { image: null } },
  currency: 'RUB',
  amount: '10.00',
  payout: big ? '1000.00' : '0.00',
  multiplier: big ? '100.00' : '0.00',
  big,
  settled_at: new Date(Date.UTC(2026, 10, 25, 0, 0, n)).toISOString(),
});
const empty: FeedLists = { all: [], big: [], mine: [] };
const numbers = (list: FeedEntry[]) => list.map((row) => Number(row.id.split(':')[1]));

describe('the feed lists', () => {
  it('a snapshot replaces the lists (a resync after a reconnect); events of every game add by settlement time, once, big wins to both', () => {
    let lists = applyFeedUpdate(empty, {
      kind: 'snapshot',
      topic: 'feed',
      data: { all: [entry(5), entry(4)], big: [] },
    });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(6, true) });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(6, true) });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(3) });
    expect(numbers(lists.all)).toEqual([6, 5, 4, 3]);
    expect(numbers(lists.big)).toEqual([6]);
    lists = applyFeedUpdate(lists, { kind: 'snapshot', topic: 'feed', data: { all: [entry(9)], big: [] } });
    expect(numbers(lists.all)).toEqual([9]);
    expect(lists.mine).toEqual([]);
  });

  it(`keeps at most ${FEED_SIZE} rows`, () => {
    let lists = empty;
    for (let id = 1; id <= FEED_SIZE + 5; id++)
      lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(id) });
    expect(lists.all).toHaveLength(FEED_SIZE);
    expect(numbers(lists.all)[0]).toBe(FEED_SIZE + 5);
  });

  it('a bet settled later sorts above one placed later but settled earlier (a sports bet of last week)', () => {
    const oldBet = { ...entry(2), id: 'sports:1', settled_at: '2026-11-25T10:00:00.000Z' };
    let lists = applyFeedUpdate(empty, { kind: 'event', topic: 'feed', data: oldBet });
    lists = applyFeedUpdate(lists, { kind: 'event', topic: 'feed', data: entry(50) });
    expect(lists.all.map((row) => row.id)).toEqual(['sports:1', entry(50).id]);
  });

  it('the player’s own bets go to mine only', () => {
    const lists = applyFeedUpdate(empty, { kind: 'event', topic: 'feed:mine', data: entry(7) });
    expect(lists).toEqual({ all: [], big: [], mine: [entry(7)] });
  });
});
