import type { HistoryRow } from '../../../../contract/api/history';

/** One round of any game as the back office's table shows it: what was staked, on what, and what it came to. */
export interface RoundLine {
  key: string;
  created_at: string;
  /** The game's id, the room, the live table and spot, or the slot's title (provider's round id if unlisted). */
  game: string;
  /** Still running: a hilo or miner round, a crash bet before its bust, a room not drawn, a live round, a spin. */
  open: boolean;
  currency: HistoryRow['currency'];
  amount: string;
  /** "×1.98"; null where a round has no multiplier of its own (rooms, live, slots). */
  multiplier: string | null;
  /** Null until the round has ended. */
  payout: string | null;
  net: string | null;
}

/** The rows of the player's history that are a game's round, each as one line; other rows (money moves) are left. */
export function roundLines(rows: readonly HistoryRow[]): RoundLine[] {
  return rows.flatMap((row): RoundLine[] => {
    const base = { key: `${row.kind}:${row.id}`, created_at: row.created_at, currency: row.currency };
    switch (row.kind) {
      case 'round':
        return [
          {
            ...base,
            game: row.game,
            open: row.status === 'active',
            amount: row.amount,
            multiplier: `×${row.multiplier}`,
            payout: row.payout,
            net: row.net,
          },
        ];
      case 'crash_bet':
        return [
          {
            ...base,
            game: 'crash',
            open: row.status === 'active',
            amount: row.amount,
            multiplier: row.cashout === null ? null : `×${row.cashout}`,
            payout: row.status === 'active' ? null : row.payout,
            net: row.status === 'active' ? null : row.net,
          },
        ];
      case 'room_entry':
        return [
          {
            ...base,
            game: `rooms · ${row.room}`,
            open: row.status === 'waiting',
            amount: row.amount,
            multiplier: null,
            payout: row.status === 'waiting' ? null : row.payout,
            net: row.status === 'waiting' ? null : row.net,
          },
        ];
      case 'live_bet':
        return [
          {
            ...base,
            game: `live · ${row.table} · ${row.spot}`,
            open: row.status === 'open',
            amount: row.amount,
            multiplier: null,
            payout: row.payout,
            net: row.net,
          },
        ];
      case 'slot_round':
        return [
          {
            ...base,
            game: `slots · ${row.title ?? row.provider_round_id}`,
            open: row.status === 'open',
            amount: row.amount,
            multiplier: null,
            payout: row.status === 'open' ? null : row.payout,
            net: row.status === 'open' ? null : row.net,
          },
        ];
      default:
        return [];
    }
  });
}
