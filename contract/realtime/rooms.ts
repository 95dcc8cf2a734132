import { z } from 'zod';
import { RoomRound } from '../api/rooms';

/**
 * Private rooms' round events on the bus (server/realtime/bus.ts), topic `ROOMS_TOPIC`, each carrying the whole
 * round (players with their shares and chances; `mine` always false: the bus has no caller). A client that missed
 * any resyncs from GET state (contract/api/rooms.ts).
 */
export const ROOMS_TOPIC = 'rooms';

export const RoomOpened = z.object({ type: z.literal('opened'), round: RoomRound });
export const RoomJoined = z.object({ type: z.literal('joined'), entry_id: z.number().int(), round: RoomRound });
/** The second player came in: the round closes at `round.closes_at`. */
export const RoomCountdown = z.object({ type: z.literal('countdown'), round: RoomRound });
/** The draw: winner, commission, payout and the revealed server seed are in `round`. */
export const RoomDrawn = z.object({ type: z.literal('drawn'), round: RoomRound });

export const RoomEvent = z.discriminatedUnion('type', [RoomOpened, RoomJoined, RoomCountdown, RoomDrawn]);
export type RoomEvent = z.infer<typeof RoomEvent>;
