import type { CallInput } from '../../contract/api/endpoint';
import { TOURNAMENTS_API, type TournamentStatus } from '../../contract/api/tournaments';
import { attempt } from '../api-result';
import { call, callRaw } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

export type CreateTournament = CallInput<typeof TOURNAMENTS_API.operatorCreate>['body'];

/** Tournaments: every one by status, schedule a new one, cancel with a reason, finish now; a one's standings. */
export function tournamentHandlers({ http, keys }: BackofficeContext) {
  return {
    tournaments(status?: TournamentStatus) {
      return attempt(
        async () => (await call(http, TOURNAMENTS_API.operatorList, { query: { status, limit: 100 } })).data.items,
      );
    },

    /** The public standings (the players' own view, so without the operator's token). */
    tournament(id: number) {
      return attempt(async () => (await callRaw(http, TOURNAMENTS_API.detail, { params: { id } })).data);
    },

    createTournament(body: CreateTournament) {
      return decide(keys, `tournament:create:${JSON.stringify(body)}`, async (key) => {
        const answer = await call(http, TOURNAMENTS_API.operatorCreate, { body, headers: { 'Idempotency-Key': key } });
        return answer.data;
      });
    },

    cancelTournament(id: number, reason: string) {
      return decide(keys, `tournament:${id}:cancel:${reason}`, async (key) => {
        const answer = await call(http, TOURNAMENTS_API.operatorCancel, {
          params: { id },
          body: { reason },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },

    finishTournament(id: number) {
      return decide(keys, `tournament:${id}:finish`, async (key) => {
        const answer = await call(http, TOURNAMENTS_API.operatorFinish, {
          params: { id },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data.tournament;
      });
    },
  };
}
