import type { ContextRef } from '../context';
import { createTournamentFeed, type TournamentFeed } from './feed';

/** Tournaments: lists, entry and the watched tournament's live standings. */
export function tournamentHandlers(ref: ContextRef) {
  let feed: TournamentFeed | null = null;
  const tournaments = async () => {
    const { session, emit } = await ref.ready();
    feed ??= createTournamentFeed({ http: session.http, emit, signedIn: () => session.signedIn });
    return feed;
  };
  return {
    tournamentList: async (status: 'upcoming' | 'active' | 'finished') => (await tournaments()).list(status),
    tournamentWatch: async (id: number | null) => (await tournaments()).watch(id),
    tournamentJoin: async (id: number) => (await tournaments()).join(id),
  };
}
