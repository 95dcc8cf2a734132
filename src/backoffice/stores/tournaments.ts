import type { TournamentStatus } from '../../../contract/api/tournaments';
import type { CreateTournament } from '../../../workers/backoffice/tournaments';
import { fromWorker } from './session';

/** The tournaments screen's actions. */
export const loadTournaments = (status?: TournamentStatus) => fromWorker((api) => api.tournaments(status));

export const loadTournament = (id: number) => fromWorker((api) => api.tournament(id));

export const createTournament = (body: CreateTournament) => fromWorker((api) => api.createTournament(body));

export const cancelTournament = (id: number, reason: string) => fromWorker((api) => api.cancelTournament(id, reason));

export const finishTournament = (id: number) => fromWorker((api) => api.finishTournament(id));
