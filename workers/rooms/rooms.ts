import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, type RoomInfo, type RoomJoin, type RoomRound, type RoomState } from '../../contract/api/rooms';
import type { Room } from '../../contract/bet-limits';
import type { Currency } from '../../contract/money';
import { attempt } from '../api-result';
import type { ConfirmedPost } from '../games/confirmed-post';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

interface RoomsDeps {
  http: HttpClient;
  /** The player's currency (a guest's: the site's default). */
  currency: () => Currency;
  confirmedPost: ConfirmedPost;
  /** The cash after a stake, and the bonus balance while a bonus is active. */
  onCashBalance: (balance: string, bonusBalance?: string) => void;
}

/**
 * The private rooms in the worker (contract/api/rooms.ts): the rooms and a room's round as the server has them,
 * and the stake, a money write under its own Idempotency-Key resent with it while its answer is lost. The live
 * rounds come over the socket (topic `rooms`, workers/realtime).
 */
export function createRooms(deps: RoomsDeps) {
  return {
    list: () =>
      attempt(async (): Promise<RoomInfo[]> => {
        const answer = await call(deps.http, ROOMS_API.list, { query: { currency: deps.currency() } });
        return answer.data;
      }),

    state: (room: Room) =>
      attempt(async (): Promise<RoomState> => {
        const answer = await call(deps.http, ROOMS_API.state, {
          params: { room },
          query: { currency: deps.currency() },
        });
        return answer.data;
      }),

    /** The room's last drawn rounds, newest first (revealed seeds and entries: the page verifies them). */
    rounds: (room: Room, limit: number) =>
      attempt(async (): Promise<RoomRound[]> => {
        const answer = await call(deps.http, ROOMS_API.rounds, {
          params: { room },
          query: { currency: deps.currency(), limit },
        });
        return answer.data;
      }),

    /** A stake in the room's open round (the first joins, the next add); the header's balance follows the answer. */
    join: (room: Room, amount: string) =>
      attempt(() =>
        deps.confirmedPost(
          { ...ROOMS_API.join, path: pathOf(ROOMS_API.join.path, { room }) },
          { amount },
          {
            accept: (answer): RoomJoin => {
              deps.onCashBalance(answer.data.balance, answer.data.bonus_balance);
              return answer.data;
            },
            // A stake answered late shows through the socket's `joined` event and the page's reload of the round.
            late: () => {},
          },
        ),
      ),
  };
}

export type Rooms = ReturnType<typeof createRooms>;
