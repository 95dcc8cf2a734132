import type { Room } from '../../contract/bet-limits';
import type { ContextRef } from '../context';
import { createConfirmedPost } from '../games/confirmed-post';
import { createRooms, type Rooms } from './rooms';

/** The private rooms: the list, a room's round, a stake (the live rounds: `realtimeSubscribe('rooms')`). */
export function roomsHandlers(ref: ContextRef) {
  let rooms: Rooms | null = null;
  const ready = async () => {
    const { session, pendingWrites } = await ref.ready();
    rooms ??= createRooms({
      http: session.http,
      currency: () => session.profile?.data.currency ?? 'RUB',
      confirmedPost: createConfirmedPost({ http: session.http, pending: pendingWrites }),
      onCashBalance: (balance, bonusBalance) => void session.applyCashBalance(balance, bonusBalance),
    });
    return rooms;
  };
  return {
    rooms: async () => (await ready()).list(),
    roomState: async (room: Room) => (await ready()).state(room),
    roomRounds: async (room: Room, limit = 1) => (await ready()).rounds(room, limit),
    joinRoom: async (room: Room, amount: string) => (await ready()).join(room, amount),
  };
}
