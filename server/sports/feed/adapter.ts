import type { EventResult, MarketKind, Sport } from '../../../contract/sports/markets';
import type { Odds } from '../../../contract/sports/odds';

/**
 * The boundary a feed plugs into (a real provider's adapter, or the built-in simulator). A feed reports the book as
 * it stands at a moment: the events of its window with their markets, margin-free prices and statuses, and the
 * official result of each event that ended. The book (`book/sync.ts`) applies the operator's margins, writes only
 * what changed, and settles an event once when its result first arrives; a later correction goes through
 * `book/results.ts` (the operator's correction endpoint, or a provider's correction message).
 */
export interface FeedAdapter {
  readonly name: string;
  /** The events from shortly before `now` (those ending, with results) to the feed's horizon ahead. */
  snapshot(now: Date): Promise<FeedEvent[]>;
  /** One event by the feed's id as it stands at `now` (for an event the book missed the end of), or null. */
  event(externalId: string, now: Date): Promise<FeedEvent | null>;
}

export interface FeedLeague {
  id: string;
  sport: Sport;
  country: string;
  name: string;
}

export type FeedEventStatus = 'upcoming' | 'live' | 'ended' | 'abandoned';

export interface FeedEvent {
  id: string;
  league: FeedLeague;
  kind: 'match' | 'outright';
  /** "Home v Away", or the outright's title. */
  name: string;
  home: string | null;
  away: string | null;
  startsAt: Date;
  status: FeedEventStatus;
  clock: string | null;
  score: { home: number; away: number } | null;
  /** Official once set (status ended or abandoned). */
  result: EventResult | null;
  markets: FeedMarket[];
}

export interface FeedMarket {
  /** Unique within its event ("total:10"). */
  id: string;
  kind: MarketKind;
  lineQuarters: number | null;
  places: number | null;
  /** Why the market takes no bets now ("dangerous_moment"), or null when open. */
  suspended: string | null;
  selections: FeedSelection[];
}

export interface FeedSelection {
  key: string;
  name: string;
  /** The margin-free price; null while the feed offers none (an outcome already decided, or impossible). */
  fairOdds: Odds | null;
}
