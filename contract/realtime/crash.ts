import { z } from 'zod';
import { CrashBet, CrashRound } from '../api/crash';

/**
 * Crash's round events on the bus (server/realtime/bus.ts), topic `CRASH_TOPIC`, as the WebSocket forwards them.
 * A client that missed any resyncs from GET state (contract/api/crash.ts). `mine` in a bet event is always false:
 * the bus carries no caller (the client knows its own bets by id from its answers).
 */
export const CRASH_TOPIC = 'crash';

/** A new round opened for bets (the previous one's hash and bust are in its `busted` event). */
export const CrashOpened = z.object({ type: z.literal('opened'), round: CrashRound });
/** The curve started (`running_at` is when, in server time). */
export const CrashRunning = z.object({
  type: z.literal('running'),
  round_id: z.number().int(),
  running_at: z.number().int(),
});
export const CrashBetPlaced = z.object({ type: z.literal('bet'), bet: CrashBet });
export const CrashCashedOut = z.object({ type: z.literal('cashed_out'), bet: CrashBet });
export const CrashBusted = z.object({ type: z.literal('busted'), round: CrashRound });
/** 10 a second while running, kept small: round id, multiplier in hundredths, server time (epoch ms). */
export const CrashTick = z.object({
  type: z.literal('tick'),
  r: z.number().int(),
  m: z.number().int(),
  t: z.number().int(),
});

export const CrashEvent = z.discriminatedUnion('type', [
  CrashOpened,
  CrashRunning,
  CrashBetPlaced,
  CrashCashedOut,
  CrashBusted,
  CrashTick,
]);
export type CrashEvent = z.infer<typeof CrashEvent>;
