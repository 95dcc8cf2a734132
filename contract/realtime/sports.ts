import { z } from 'zod';
import { SportsEvent, SportsMarket, SportsSelection } from '../api/sports';

/**
 * The book's live changes on the socket (issue 17), topic `SPORTS_TOPIC`: each feed sync that moved anything
 * publishes one `SportsChanges` with the new values (not differences), in the order they were written, so
 * applying one twice or a stale one before a newer one leaves the newer. The snapshot is only a mark: the whole
 * book is too big to send to every socket, so a (re)subscribing client reads what it shows over HTTP
 * (contract/api/sports.ts) and applies the changes that arrive from then on.
 */
export const SPORTS_TOPIC = 'sports';

export const SportsEventChange = SportsEvent.pick({ id: true, status: true, clock: true, score: true });
export const SportsMarketChange = SportsMarket.pick({ id: true, status: true, suspend_reason: true });
/** A new price (null: not offered now). Outcomes come with the event's result: read the event again. */
export const SportsSelectionChange = SportsSelection.pick({ id: true, odds: true });

export const SportsChanges = z.object({
  events: z.array(SportsEventChange),
  markets: z.array(SportsMarketChange),
  selections: z.array(SportsSelectionChange),
  /** Events new to the book (listed ahead, or back after an outage): a client's lists read again. */
  listed: z.number().int().nonnegative(),
});
export type SportsChanges = z.infer<typeof SportsChanges>;
export type SportsEventChange = z.infer<typeof SportsEventChange>;

/** The snapshot mark: read the book over HTTP now. */
export const SportsSnapshot = z.object({ resync: z.literal(true) });

export const noSportsChanges = (changes: SportsChanges) =>
  changes.events.length + changes.markets.length + changes.selections.length + changes.listed === 0;
