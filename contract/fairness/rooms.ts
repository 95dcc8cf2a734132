import { betFloats } from './bytes';
import { hashServerSeed } from './seeds';

/**
 * Private rooms (spec §1): one draw per round, from the same HMAC stream as the other originals (bytes.ts).
 * Server seed: drawn when the round opens, its SHA-256 (`hashServerSeed`) shown from then, revealed after the draw.
 * Client seed: the round's entry ids in order, joined by commas (public as entries arrive; fixed when the round
 * closes, so neither the server nor any player alone chooses it). Nonce 0. Float 0 of that stream picks the ticket
 * floor(float × pot) over the stakes laid end to end in entry order: an entry of stake s holds s tickets, so each
 * player's chance is their share of the pot.
 */
export interface RoomEntryStake {
  id: number;
  /** Minor units. */
  stake: bigint;
}

export const roomClientSeed = (entryIds: readonly number[]): string => entryIds.join(',');

/** floor(float × pot), exact: the float is k / 2^32 (bytesToFloat), so this is (k × pot) >> 32 in integers. */
export function roomTicket(float: number, pot: bigint): bigint {
  if (!(float >= 0 && float < 1) || pot <= 0n) throw new RangeError('Need a float in [0, 1) and a positive pot');
  return (BigInt(Math.floor(float * 2 ** 32)) * pot) >> 32n;
}

/** The entry holding `ticket` over the cumulative stakes, in the order given. */
export function entryHoldingTicket(entries: readonly RoomEntryStake[], ticket: bigint): RoomEntryStake {
  let end = 0n;
  for (const entry of entries) {
    end += entry.stake;
    if (ticket < end) return entry;
  }
  throw new RangeError('The ticket lies beyond the pot');
}

export interface RoomDraw {
  float: number;
  ticket: bigint;
  pot: bigint;
  winner: RoomEntryStake;
}

/** The round's draw from its revealed server seed and its entries (in id order). */
export async function roomDraw(serverSeed: string, entries: readonly RoomEntryStake[]): Promise<RoomDraw> {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const pot = sorted.reduce((sum, entry) => sum + entry.stake, 0n);
  const clientSeed = roomClientSeed(sorted.map((entry) => entry.id));
  const [float] = await betFloats({ serverSeed, clientSeed, nonce: 0 }, 1);
  const ticket = roomTicket(float as number, pot);
  return { float: float as number, ticket, pot, winner: entryHoldingTicket(sorted, ticket) };
}

/** A round checked offline: the revealed seed matches the hash shown at the start and the winner is the draw's. */
export async function verifyRoomRound(round: {
  serverSeed: string;
  serverSeedHash: string;
  entries: readonly RoomEntryStake[];
  winnerEntryId: number;
}): Promise<boolean> {
  if ((await hashServerSeed(round.serverSeed)) !== round.serverSeedHash) return false;
  return (await roomDraw(round.serverSeed, round.entries)).winner.id === round.winnerEntryId;
}

/** The house's commission in basis points of the pot, rounded down; the winner gets the rest. */
export function roomPayout(pot: bigint, commissionBp: number): { commission: bigint; payout: bigint } {
  const commission = (pot * BigInt(commissionBp)) / 10_000n;
  return { commission, payout: pot - commission };
}
