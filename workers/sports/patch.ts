import type { EventAnswer, SportsEvent, SportsMarket } from '../../contract/api/sports';
import type { SportsChanges } from '../../contract/realtime/sports';

export interface BookState {
  state: 'live' | 'upcoming';
  events: SportsEvent[] | null;
  event: EventAnswer['data'] | null;
}

/**
 * The book in view with one sync's changes applied (new objects only where something changed). `reread`: the
 * changes touch what the view lists (a new event, an event that went live or ended), so the lists are read again.
 */
export function patchBook(book: BookState, changes: SportsChanges): { book: BookState; reread: boolean } {
  const events = new Map(changes.events.map((e) => [e.id, e]));
  const markets = new Map(changes.markets.map((m) => [m.id, m]));
  const selections = new Map(changes.selections.map((s) => [s.id, s]));
  let reread = changes.listed > 0;

  const patchMarket = (market: SportsMarket): SportsMarket => {
    const status = markets.get(market.id);
    let next = status ? { ...market, status: status.status, suspend_reason: status.suspend_reason } : market;
    if (market.selections.some((s) => selections.has(s.id))) {
      next = {
        ...next,
        selections: market.selections.map((s) => {
          const price = selections.get(s.id);
          return price ? { ...s, odds: price.odds } : s;
        }),
      };
    }
    return next;
  };
  const patchEvent = (event: SportsEvent): SportsEvent => {
    const change = events.get(event.id);
    const main = event.main_market ? patchMarket(event.main_market) : null;
    if (!change && main === event.main_market) return event;
    // It went live or ended (its outcomes are read with it): the lists change.
    if (change && change.status !== event.status) reread = true;
    return { ...event, ...(change ?? {}), main_market: main };
  };

  const list = book.events?.map(patchEvent) ?? null;
  // An event of the list's state that the list does not hold (it just went live): read the list again.
  for (const change of changes.events) {
    if (change.status === book.state && !book.events?.some((e) => e.id === change.id)) reread = true;
  }
  const open = book.event
    ? { event: patchEvent(book.event.event), markets: book.event.markets.map(patchMarket) }
    : null;
  return { book: { state: book.state, events: list, event: open }, reread };
}
