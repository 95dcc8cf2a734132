import type { PlaceBetBody } from '../../contract/api/sports';
import type { ContextRef } from '../context';
import { createSportsFeed, type SportsFeed, type SportsView } from './feed';

/** The sportsbook: the book in view, bets, my bets and cash-out. */
export function sportsHandlers(ref: ContextRef) {
  let feed: SportsFeed | null = null;
  const sports = async () => {
    const { session, emit, realtime } = await ref.ready();
    feed ??= createSportsFeed({ http: session.http, emit, realtime, refreshProfile: () => session.loadProfile() });
    return feed;
  };
  return {
    sportsTree: async () => (await sports()).tree(),
    sportsWatch: async (view: SportsView | null) => (await sports()).watch(view),
    sportsPlaceBet: async (body: PlaceBetBody, key: string) => (await sports()).placeBet(body, key),
    sportsMyBets: async (status: 'open' | 'settled', cursor?: string | null) =>
      (await sports()).myBets(status, cursor ?? null),
    sportsCashOutQuote: async (id: number) => (await sports()).cashOutQuote(id),
    sportsCashOut: async (id: number, amount: string, key: string) => (await sports()).cashOut(id, amount, key),
  };
}
