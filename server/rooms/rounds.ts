import { sql } from 'drizzle-orm';
import { ROOMS } from '../../contract/bet-limits';
import { roomDraw, roomPayout } from '../../contract/fairness/rooms';
import { CURRENCIES } from '../../contract/money';
import type { BonusService, KeptSplit } from '../bonus/service';
import type { Db } from '../db/types';
import { type Leader, startLeader } from '../lib/leader';
import type { FeedPublisher } from '../realtime/feed';
import { rowsOf } from '../wallet/ledger';
import type { WalletService } from '../wallet/service';
import type { RoomsService } from './service';
import { currencyOf, type EntryRow, ROUND_COLUMNS, type RoundRow, roundView } from './views';

/** A player's stakes in a round as one split: their sum, their bonus money, the bonus that funded the last of it. */
function winnerSplit(entries: readonly EntryRow[]): KeptSplit {
  let stake = 0n;
  let bonusMinor = 0n;
  let grantId: number | null = null;
  for (const entry of entries) {
    stake += BigInt(entry.amount_minor);
    bonusMinor += BigInt(entry.stake_bonus_minor);
    grantId = entry.bonus_grant_id ?? grantId;
  }
  return { stake, bonusMinor, grantId };
}

/** The advisory lock whose holder drives the rooms' countdowns and draws (unique in the database). */
export const ROOMS_LEADER_LOCK = 0x726f6f6d; // "room"

/**
 * What only the leader does, one step at a time (`advance`): keep a round open in every room and currency (its seed
 * hash shown before anyone joins), and draw each round whose countdown has ended. A draw runs once under the
 * round's row lock (a stake in flight finishes first, a later one finds the round closed), pays the winner the pot
 * less the commission (`rooms:round:<id>:win`; the commission stays with the house, which took the stakes) and
 * reveals the seed; the next round opens in the same step. Safe to repeat, so a new leader resumes any round.
 */
export function createRoomsRounds({
  db,
  wallet,
  rooms,
  feed,
  bonus,
}: {
  db: Db;
  wallet: WalletService;
  rooms: RoomsService;
  /** The live bets feed: every player's entries of a round once it is drawn. */
  feed?: FeedPublisher;
  /** The bonus engine: a pot won with stakes of bonus money is paid by rule 8. */
  bonus?: Pick<BonusService, 'sharePostings'>;
}) {
  const rows = async <T>(query: ReturnType<typeof sql>, runner = db) => rowsOf<T>(await runner.execute(query));

  async function draw(roundId: number, now: number): Promise<void> {
    const drawn = await db.transaction(async (tx) => {
      const [round] = await rows<RoundRow>(
        sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM room_rounds WHERE id = ${roundId} FOR UPDATE`,
        tx,
      );
      if (round?.phase !== 'countdown' || now < Number(round.closes_at)) return null;
      const entries = await rooms.entriesOf(tx, roundId);
      const result = await roomDraw(
        round.server_seed,
        entries.map((entry) => ({ id: Number(entry.id), stake: BigInt(entry.amount_minor) })),
      );
      const { commission, payout } = roomPayout(result.pot, rooms.settings.commissionBp);
      const winner = entries.find((entry) => Number(entry.id) === result.winner.id);
      if (!winner) throw new Error(`Round ${roundId}: the drawn entry is missing`);
      if (payout > 0n) {
        const win = {
          userId: Number(winner.user_id),
          currency: currencyOf(round.currency),
          amountMinor: payout,
          kind: 'win' as const,
          idempotencyKey: `rooms:round:${roundId}:win`,
          reference: `round:rooms:${roundId}`,
        };
        // The winner's stakes in the round with bonus money in them: the pot is paid share by share (rule 8).
        const split = winnerSplit(entries.filter((entry) => entry.user_id === winner.user_id));
        const postings =
          bonus && split.bonusMinor > 0n
            ? await bonus.sharePostings(tx, { ...win, split, amount: payout })
            : [wallet.creditPosting(win)];
        if (postings.length > 0) await wallet.post(postings, tx);
      }
      const [done] = await rows<RoundRow>(
        sql`UPDATE room_rounds SET phase = 'drawn', drawn_at = ${now}, winner_entry_id = ${result.winner.id},
              pot_minor = ${result.pot.toString()}::bigint, commission_minor = ${commission.toString()}::bigint,
              payout_minor = ${payout.toString()}::bigint
            WHERE id = ${roundId} RETURNING ${sql.raw(ROUND_COLUMNS)}`,
        tx,
      );
      const next = await rooms.openRound(tx, round.room, currencyOf(round.currency), now);
      return { round: done as RoundRow, entries, next };
    });
    if (!drawn) return;
    void rooms.publish({ type: 'drawn', round: roundView(drawn.round, drawn.entries, null) });
    void feed?.published('rooms', [roundId]);
    if (drawn.next) void rooms.publish({ type: 'opened', round: roundView(drawn.next, [], null) });
  }

  /** One step at `now`; answers when the next is due (ms from now). */
  async function advance(now: number): Promise<number> {
    const open = await rows<RoundRow>(sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM room_rounds WHERE phase <> 'drawn'`);
    for (const room of ROOMS) {
      for (const currency of CURRENCIES) {
        if (open.some((round) => round.room === room && round.currency === currency)) continue;
        const opened = await rooms.openRound(db, room, currency, now);
        if (opened) void rooms.publish({ type: 'opened', round: roundView(opened, [], null) });
      }
    }
    let wait = 250;
    for (const round of open) {
      if (round.phase !== 'countdown') continue;
      const left = Number(round.closes_at) - now;
      if (left <= 0) await draw(Number(round.id), now);
      else wait = Math.min(wait, left);
    }
    return wait;
  }

  return { advance, draw };
}

export type RoomsRounds = ReturnType<typeof createRoomsRounds>;

/** The rooms' rounds in whichever process holds `ROOMS_LEADER_LOCK` (server/lib/leader.ts, shared with crash). */
export function startRoomsLeader(options: {
  rounds: RoomsRounds;
  databaseUrl: string | undefined;
  log: (message: string) => void;
}): Leader {
  return startLeader({ name: 'rooms', lock: ROOMS_LEADER_LOCK, ...options });
}
