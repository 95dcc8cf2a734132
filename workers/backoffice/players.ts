import { PLAYERS_API } from '../../contract/api/backoffice-players';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** A player's pages: search, profile, balances, ledger, rounds, sessions, safer-gambling tools and notes. */
export function playerHandlers({ http, keys }: BackofficeContext) {
  const params = (userId: number) => ({ params: { userId } });
  return {
    searchPlayers(q: string) {
      return attempt(async () => (await call(http, PLAYERS_API.search, { query: { q, limit: 20 } })).data);
    },
    playerProfile(userId: number) {
      return attempt(async () => (await call(http, PLAYERS_API.profile, params(userId))).data);
    },
    playerBalances(userId: number) {
      return attempt(async () => (await call(http, PLAYERS_API.balances, params(userId))).data);
    },
    /** Newest first; `beforeId` is the last entry of the previous page. */
    playerLedger(userId: number, beforeId: number | null, limit: number) {
      return attempt(async () => {
        const answer = await call(http, PLAYERS_API.ledger, {
          ...params(userId),
          query: { limit, ...(beforeId ? { before_id: beforeId } : {}) },
        });
        return { items: answer.data, next: answer.next_before_id };
      });
    },
    /** The rounds of every game, as the player's own history shows them; `cursor` from the previous page. */
    playerRounds(userId: number, cursor: string | null, limit: number) {
      return attempt(async () => {
        const answer = await call(http, PLAYERS_API.history, {
          ...params(userId),
          query: { kind: 'rounds', limit, ...(cursor ? { cursor } : {}) },
        });
        return { items: answer.data.items, next: answer.data.next_cursor };
      });
    },
    playerSessions(userId: number) {
      return attempt(async () => (await call(http, PLAYERS_API.sessions, params(userId))).data);
    },
    playerSaferGambling(userId: number) {
      return attempt(async () => (await call(http, PLAYERS_API.saferGambling, params(userId))).data);
    },
    playerNotes(userId: number) {
      return attempt(async () => (await call(http, PLAYERS_API.notes, params(userId))).data);
    },
    /** One note per intent: a double click or a resend after a lost answer adds it once. */
    addPlayerNote(userId: number, body: string) {
      return decide(keys, `note:${userId}:${body}`, async (key) => {
        const answer = await call(http, PLAYERS_API.addNote, {
          ...params(userId),
          body: { body },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
