import { sql } from 'drizzle-orm';
import { formatMultiplier } from '../../contract/games/multiplier';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import {
  BIG_WIN_MULTIPLIER_BP,
  bigWinPayoutMinor,
  FEED_SIZE,
  type FeedEntry,
  type FeedSnapshot,
  isBigWin,
  type MyFeedSnapshot,
} from '../../contract/realtime/feed';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';
import type { Bus } from './bus';
import type { Hub } from './hub';

/** The bus topic of settled rounds (every process receives every one). */
export const FEED_BUS_TOPIC = 'feed';
/** How long this process trusts its cached lists before reading them again (a missed bus message, a renamed player). */
const CACHE_MS = 30_000;

/**
 * What the feed publishes on the bus: a settled round (the public entry, the player's own, and whose it is), or a
 * player who changed what others may see of them (every process drops its cached lists).
 */
type FeedMessage = { userId: number; entry: FeedEntry; own: FeedEntry } | { changed: number };

interface FeedRow {
  id: number;
  user_id: number;
  game: string;
  currency: string;
  amount_minor: string;
  payout_minor: string;
  multiplier_bp: string;
  created_at: Date | string;
  name: string | null;
  is_statistics_hidden: boolean;
  is_avatar_hidden: boolean;
}

const FEED_COLUMNS = sql`b.id, b.user_id, b.game, b.currency, b.amount_minor::text AS amount_minor,
  b.payout_minor::text AS payout_minor, b.multiplier_bp::text AS multiplier_bp, b.created_at,
  u.name, u.is_statistics_hidden, u.is_avatar_hidden`;

/** A round as the feed shows it; `asOwner`: the player's own view (their name, whatever they hide from others). */
function entryOf(row: FeedRow, asOwner = false): FeedEntry {
  const currency: Currency = isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
  const payout = BigInt(row.payout_minor);
  const multiplier = Number(row.multiplier_bp);
  const hidden = row.is_statistics_hidden && !asOwner;
  return {
    id: Number(row.id),
    game: row.game,
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
    created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
  };
}

/** Newest first by id, each id once, at most FEED_SIZE. */
function merged(list: readonly FeedEntry[], entry: FeedEntry): FeedEntry[] {
  if (list.some((held) => held.id === entry.id)) return [...list];
  return [entry, ...list].sort((a, b) => b.id - a.id).slice(0, FEED_SIZE);
}

/**
 * The live bets feed: every settled round of every game is published on the bus once its transaction committed;
 * every process hands it to its sockets (`feed` to all, `feed:mine` to the player's). The lists a socket gets on
 * subscribing are read from the database, so a fresh process or client sees the same; this process keeps them
 * only as a cache (updated from the bus, reread after CACHE_MS).
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

  async function read(where: ReturnType<typeof sql>, limit = FEED_SIZE): Promise<FeedRow[]> {
    return rowsOf<FeedRow>(
      await db.execute(
        sql`SELECT ${FEED_COLUMNS} FROM game_bets b JOIN users u ON u.id = b.user_id
            WHERE b.status = 'settled' ${where} ORDER BY b.id DESC LIMIT ${limit}`,
      ),
    );
  }

  const bigWhere = sql`AND b.payout_minor > 0 AND (b.multiplier_bp >= ${BIG_WIN_MULTIPLIER_BP} OR ${sql.join(
    CURRENCIES.map(
      (currency) =>
        sql`(b.currency = ${currency} AND b.payout_minor >= ${bigWinPayoutMinor(currency).toString()}::bigint)`,
    ),
    sql` OR `,
  )})`;

  async function publicSnapshot(): Promise<FeedSnapshot> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.snapshot;
    const [all, big] = await Promise.all([read(sql``), read(bigWhere)]);
    const snapshot = { all: all.map((row) => entryOf(row)), big: big.map((row) => entryOf(row)) };
    cache = { at: Date.now(), snapshot };
    return snapshot;
  }

  hub.provide('feed', { snapshot: () => publicSnapshot() });
  hub.provide('feed:mine', {
    async snapshot(userId): Promise<MyFeedSnapshot> {
      if (userId === null) return { mine: [] };
      return { mine: (await read(sql`AND b.user_id = ${userId}`)).map((row) => entryOf(row, true)) };
    },
  });

  const stop = bus.subscribe(FEED_BUS_TOPIC, (raw) => {
    const message = raw as FeedMessage;
    if (message && 'changed' in message) {
      cache = null;
      return;
    }
    if (!message?.entry || typeof message.userId !== 'number') return;
    if (cache) {
      cache.snapshot = {
        all: merged(cache.snapshot.all, message.entry),
        big: message.entry.big ? merged(cache.snapshot.big, message.entry) : cache.snapshot.big,
      };
    }
    hub.deliver('feed', message.entry);
    hub.deliver('feed:mine', message.own, message.userId);
  });

  return {
    /**
     * Publishes a settled round (call after its transaction committed). Never throws: the bet stands whatever
     * happens to the feed, and a lost message is only a feed row late until the next snapshot.
     */
    async published(betId: number): Promise<void> {
      try {
        const [row] = await read(sql`AND b.id = ${betId}`, 1);
        if (!row) return;
        const message: FeedMessage = { userId: Number(row.user_id), entry: entryOf(row), own: entryOf(row, true) };
        await bus.publish(FEED_BUS_TOPIC, message);
      } catch (error) {
        log.warn({ err: error, betId }, 'A settled round could not be published to the live feed');
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
