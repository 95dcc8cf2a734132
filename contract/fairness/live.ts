import { LIVE_RULES, type LiveTable } from '../live/tables';
import { betFloats } from './bytes';
import { hashServerSeed } from './seeds';

/**
 * The live tables' draws (commit–reveal, one per round): the server seed is drawn when the round opens and its
 * SHA-256 (`hashServerSeed`) published with the round, before any bet; the seed is revealed once the round is
 * drawn. Client seed: `<table>:<round id>`, nonce 0, so a seed can serve only its own round. Float 0 of the
 * originals' HMAC stream (bytes.ts) picks the outcome floor(float × outcomes): a roulette pocket 0–36 or a money
 * wheel segment 0–53 (exact: the float is k / 2^32 and outcomes < 64, so the product is an exact double).
 */
export const liveClientSeed = (table: LiveTable, roundId: number): string => `${table}:${roundId}`;

export async function liveOutcome(table: LiveTable, roundId: number, serverSeed: string): Promise<number> {
  const [float] = await betFloats({ serverSeed, clientSeed: liveClientSeed(table, roundId), nonce: 0 }, 1);
  return Math.floor((float as number) * LIVE_RULES[table].outcomes);
}

/** A drawn round checked offline: the revealed seed matches the hash published at the start, and gives the outcome. */
export async function verifyLiveRound(round: {
  table: LiveTable;
  roundId: number;
  serverSeed: string;
  serverSeedHash: string;
  outcome: number;
}): Promise<boolean> {
  if ((await hashServerSeed(round.serverSeed)) !== round.serverSeedHash) return false;
  return (await liveOutcome(round.table, round.roundId, round.serverSeed)) === round.outcome;
}
