import { proxy } from 'valtio';
import type { Tournament } from '../../contract/api/tournaments';
import type { TournamentPush } from '../../workers/tournaments/feed';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

type ListStatus = 'upcoming' | 'active' | 'finished';

interface TournamentsState {
  /** Each list as last read (undefined: not yet; null: it could not be read). */
  lists: Partial<Record<ListStatus, Tournament[] | null>>;
  /** The tournament the page shows, as the worker last pushed it. */
  watched: TournamentPush | null;
}

export const tournamentsState = proxy<TournamentsState>({ lists: {}, watched: null });

export const useTournaments = storeHook(tournamentsState);

export async function loadTournaments(status: ListStatus): Promise<void> {
  const result = await (await workerApi()).tournamentList(status);
  tournamentsState.lists[status] = result.ok ? result.data : null;
}

/** The worker watches `id` (null: none) and pushes its standings as `tournament` events. */
export async function watchTournament(id: number | null): Promise<void> {
  if (tournamentsState.watched?.id !== id) tournamentsState.watched = null;
  await (await workerApi()).tournamentWatch(id);
}

export function applyTournament(push: TournamentPush): void {
  tournamentsState.watched = push;
}

export const joinTournament = async (id: number) => (await workerApi()).tournamentJoin(id);
