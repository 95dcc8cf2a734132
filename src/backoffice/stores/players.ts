import { fromWorker } from './session';

/** A player's pages (the screen keeps what they answer). */
export const searchPlayers = (q: string) => fromWorker((api) => api.searchPlayers(q));
export const loadProfile = (userId: number) => fromWorker((api) => api.playerProfile(userId));
export const loadBalances = (userId: number) => fromWorker((api) => api.playerBalances(userId));
export const loadLedger = (userId: number, beforeId: number | null, limit: number) =>
  fromWorker((api) => api.playerLedger(userId, beforeId, limit));
export const loadRounds = (userId: number, cursor: string | null, limit: number) =>
  fromWorker((api) => api.playerRounds(userId, cursor, limit));
export const loadSessions = (userId: number) => fromWorker((api) => api.playerSessions(userId));
export const loadSaferGambling = (userId: number) => fromWorker((api) => api.playerSaferGambling(userId));
export const loadNotes = (userId: number) => fromWorker((api) => api.playerNotes(userId));
export const addNote = (userId: number, body: string) => fromWorker((api) => api.addPlayerNote(userId, body));
