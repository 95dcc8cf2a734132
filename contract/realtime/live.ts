import { z } from 'zod';
import { LiveRound, LiveTotal } from '../api/live';
import { LIVE_TABLES } from '../live/tables';

/**
 * The live tables' events on the bus (server/realtime/bus.ts), topic `LIVE_TOPIC`; the socket's snapshot is
 * GET /api/v2/live's answer. A client that missed any resyncs from the snapshot or GET state (contract/api/live.ts).
 */
export const LIVE_TOPIC = 'live';

/** A round opened: bets until `round.closes_at`; its seed's hash is published now. */
export const LiveOpened = z.object({ type: z.literal('opened'), round: LiveRound });
/** A bet landed: the round's totals per currency after it (`bets` grows: keep the totals with the most). */
export const LiveBetPlaced = z.object({
  type: z.literal('bet'),
  table: z.enum(LIVE_TABLES),
  round_id: z.number().int(),
  totals: z.array(LiveTotal),
});
/** The draw: `round.outcome` and the revealed seed; every bet of the round is settled. */
export const LiveSettled = z.object({ type: z.literal('settled'), round: LiveRound, totals: z.array(LiveTotal) });

export const LiveEvent = z.discriminatedUnion('type', [LiveOpened, LiveBetPlaced, LiveSettled]);
export type LiveEvent = z.infer<typeof LiveEvent>;
