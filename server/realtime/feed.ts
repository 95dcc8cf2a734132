import { formatMultiplier } from '../../contract/games/multiplier';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import {
  FEED_SIZE,
  type FeedEntry,
  type FeedSnapshot,
  isBigWin,
  type MyFeedSnapshot,
  newerFirst,
} from '../../contract/realtime/feed';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';
import type { Bus } from './bus';
import { type FeedSource, feedQuery, type SourceFilter, type SourceRow } from './feed-sources';
import type { Hub } from './hub';

/** The bus topic of settled rounds (every process receives every one). */
export const FEED_BUS_TOPIC = 'feed';
/** How long this process trusts its cached lists before reading them again (a missed bus message, a renamed player). */
const CACHE_MS = 30_000;
/** Rounds per bus message (a draw settles the bets of many players at once). */
const ENTRIES_PER_MESSAGE = 50;
/** Rounds one publish reads at most (the rest of a huge draw reach the lists with the next snapshot). */
const PUBLISH_LIMIT = 5000;

/** A settled round as the bus carries it: the public entry, the player's own, and whose it is. */
interface Settled {
  userId: number;
  entry: FeedEntry;
  own: FeedEntry;
}

/**
 * What the feed publishes on the bus: rounds that settled, or a player who changed what others may see of them
 * (every process drops its cached lists).
 */
type FeedMessage = { settled: Settled[] } | { changed: number };

interface FeedRow extends SourceRow {
  name: string | null;
  is_statistics_hidden: boolean;
  is_avatar_hidden: boolean;
}

/** A round as the feed shows it; `asOwner`: the player's own view (their name, whatever they hide from others). */
function entryOf(row: FeedRow, asOwner = false): FeedEntry {
  const currency: Currency = isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
  const payout = BigInt(row.payout_minor);
  const multiplier = Number(row.multiplier_bp);
  const hidden = row.is_statistics_hidden && !asOwner;
  return {
    id: row.key,
    game: row.game,
    detail: row.detail,
    player: {
      hidden,
      name: hidden ? null : row.name,
      avatar: row.is_avatar_hidden && !asOwner ? null : { image: null },
    },
    currency,
    amount: fromMinor(BigInt(row.amount_minor), currency),
    payout: fromMinor(payout, currency),
    multiplier: formatMultiplier(multiplier),
    big: isBigWin(multiplier, payout, currency),
    settled_at: (row.settled_at instanceof Date ? row.settled_at : new Date(row.settled_at)).toISOString(),
  };
}

/** Newest first, each id once, at most FEED_SIZE. */
function merged(list: readonly FeedEntry[], entry: FeedEntry): FeedEntry[] {
  if (list.some((held) => held.id === entry.id)) return [...list];
  return [entry, ...list].sort(newerFirst).slice(0, FEED_SIZE);
}

/**
 * The live bets feed: every settled round of every game (feed-sources.ts) is published on the bus once its
 * transaction committed, by the code that settled it (`published(source, ids)`); every process hands it to its
 * sockets (`feed` to all, `feed:mine` to the player's). The lists a socket gets on subscribing are read from the
 * database, so a fresh process or client sees the same; this process keeps them only as a cache (updated from the
 * bus, reread after CACHE_MS).
 */
export function createFeed({
  db,
  bus,
  hub,
  log,
}: {
  db: Db;
  bus: Bus;
  hub: Hub;
  log: { warn(o: object, m: string): void };
}) {
  let cache: { at: number; snapshot: FeedSnapshot } | null = null;

  async function read(filter: SourceFilter, sources?: readonly FeedSource[]): Promise<FeedRow[]> {
    return rowsOf<FeedRow>(await db.execute(feedQuery(filter, sources)));
  }

  async function publicSnapshot(): Promise<FeedSnapshot> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.snapshot;
    const [all, big] = await Promise.all([read({ limit: FEED_SIZE }), read({ big: true, limit: FEED_SIZE })]);
    const snapshot = { all: all.map((row) => entryOf(row)), big: big.map((row) => entryOf(row)) };
    cache = { at: Date.now(), snapshot };
    return snapshot;
  }

  hub.provide('feed', { snapshot: () => publicSnapshot() });
  hub.provide('feed:mine', {
    async snapshot(userId): Promise<MyFeedSnapshot> {
      if (userId === null) return { mine: [] };
      return { mine: (await read({ userId, limit: FEED_SIZE })).map((row) => entryOf(row, true)) };
    },
  });

  const stop = bus.subscribe(FEED_BUS_TOPIC, (raw) => {
    const message = raw as FeedMessage;
    if (message && 'changed' in message) {
      cache = null;
      return;
    }
    if (!Array.isArray(message?.settled)) return;
    for (const { userId, entry, own } of message.settled) {
      if (cache) {
        cache.snapshot = {
          all: merged(cache.snapshot.all, entry),
          big: entry.big ? merged(cache.snapshot.big, entry) : cache.snapshot.big,
        };
      }
      hub.deliver('feed', entry);
      hub.deliver('feed:mine', own, userId);
    }
  });

  return {
    /**
     * Publishes rounds that just settled (call after their transaction committed), `ids` as `source` names them
     * (feed-sources.ts). Never throws: the bet stands whatever happens to the feed, and a lost message is only a
     * feed row late until the next snapshot.
     */
    async published(source: FeedSource, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      try {
        const rows = await read({ ids, limit: PUBLISH_LIMIT }, [source]);
        // Oldest first, so each list receives them in the order they settled.
        const settled = rows
          .reverse()
          .map((row) => ({ userId: Number(row.user_id), entry: entryOf(row), own: entryOf(row, true) }));
        for (let i = 0; i < settled.length; i += ENTRIES_PER_MESSAGE) {
          const message: FeedMessage = { settled: settled.slice(i, i + ENTRIES_PER_MESSAGE) };
          await bus.publish(FEED_BUS_TOPIC, message);
        }
      } catch (error) {
        log.warn({ err: error, source, ids: ids.slice(0, 20) }, 'Settled rounds could not be published to the feed');
      }
    },
    /**
     * A player hid or showed their name or picture: every process rereads its lists, so the next snapshot shows
     * them as they chose (rows a page already shows keep their old look until that page's next snapshot).
     */
    async playerChanged(userId: number): Promise<void> {
      cache = null;
      try {
        await bus.publish(FEED_BUS_TOPIC, { changed: userId } satisfies FeedMessage);
      } catch (error) {
        log.warn({ err: error, userId }, 'A player’s new visibility could not be sent to the other processes');
      }
    },
    close() {
      stop();
    },
  };
}

export type Feed = ReturnType<typeof createFeed>;
/** What the code that settles rounds needs of the feed. */
export type FeedPublisher = Pick<Feed, 'published'>;
