import { z } from 'zod';
import { text } from '../api/text';
import { WireAmount } from '../api/wallet';
import { CURRENCIES } from '../money';

export {
  BIG_WIN_MULTIPLIER_BP,
  BIG_WIN_PAYOUT_RUB_MINOR,
  bigWinPayoutMinor,
  FEED_SIZE,
  isBigWin,
  newerFirst,
} from './feed-rules';

/**
 * Who bet, as everyone may see it (spec §3): `hidden` when the player hides their statistics (the page shows
 * "Hidden", `name` is null); `avatar` is null when the player hides their avatar, else the picture (null while
 * there is none: the page draws the name's initial).
 */
export const FeedPlayer = z.object({
  hidden: z.boolean(),
  name: text().nullable(),
  avatar: z.object({ image: text().nullable() }).nullable(),
});
export type FeedPlayer = z.infer<typeof FeedPlayer>;

/** One settled round of any game in the live feed. */
export const FeedEntry = z.object({
  /** The round's id across games ("crash:12", "rooms:7:3"): an entry seen twice is one row. */
  id: text(),
  /**
   * The game: an original's registry name ("dice"), or "crash", "rooms", "live", "slots", "sports"; with `detail`:
   * the room ("red"), the live table ("roulette"), the slot's title; null for the others.
   */
  game: text(),
  detail: text().nullable(),
  player: FeedPlayer,
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  payout: WireAmount,
  /** "1.98"; "0.00" on a loss. */
  multiplier: text(),
  big: z.boolean(),
  /** When it settled (ISO 8601): lists are kept newest first by it (`newerFirst`). */
  settled_at: text(),
});
export type FeedEntry = z.infer<typeof FeedEntry>;

/** The public feed's snapshot: the newest bets and the newest big wins, from the database. */
export const FeedSnapshot = z.object({ all: z.array(FeedEntry), big: z.array(FeedEntry) });
export type FeedSnapshot = z.infer<typeof FeedSnapshot>;

/** The player's own newest bets (their own name, whatever they hide from others). */
export const MyFeedSnapshot = z.object({ mine: z.array(FeedEntry) });
export type MyFeedSnapshot = z.infer<typeof MyFeedSnapshot>;
