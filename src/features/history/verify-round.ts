import type { LiveBetHistoryRow, RoomEntryHistoryRow } from '../../../contract/api/history';
import { verifyLiveRound } from '../../../contract/fairness/live';
import { verifyRoomRound } from '../../../contract/fairness/rooms';
import { toMinor } from '../../../contract/money';

/**
 * A drawn room round or live round checked here in the browser with the game's own fairness function: the revealed
 * seed against the hash shown before the round, and the winner (or outcome) recomputed. Null: not drawn yet.
 */
export async function verifyDrawnRound(row: RoomEntryHistoryRow | LiveBetHistoryRow): Promise<boolean | null> {
  if (row.kind === 'room_entry') {
    const { server_seed, winner_entry_id, entries, server_seed_hash } = row.round;
    if (!server_seed || winner_entry_id === null) return null;
    return verifyRoomRound({
      serverSeed: server_seed,
      serverSeedHash: server_seed_hash,
      entries: entries.map((entry) => ({ id: entry.id, stake: toMinor(entry.stake, row.currency) })),
      winnerEntryId: winner_entry_id,
    });
  }
  if (!row.round.server_seed || row.round.outcome === null) return null;
  return verifyLiveRound({
    table: row.table,
    roundId: row.round.id,
    serverSeed: row.round.server_seed,
    serverSeedHash: row.round.server_seed_hash,
    outcome: row.round.outcome,
  });
}
