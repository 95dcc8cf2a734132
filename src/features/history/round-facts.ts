import { useLingui } from '@lingui/react/macro';
import type {
  CrashBetHistoryRow,
  LiveBetHistoryRow,
  RoomEntryHistoryRow,
  SlotRoundHistoryRow,
} from '../../../contract/api/history';
import { formatDateTime, formatMoney } from '../../lib/format';
import { GAMES } from '../games/games';
import { useLocale } from '../layout/use-locale';
import { SPOT_NAMES } from '../live/spot-labels';
import { TABLE_NAMES } from '../live/table-names';
import { outcomeLabel } from '../live/wheel-layout';
import { ROOM_PAGES } from '../rooms/room-meta';

/** A round of a game beside the originals: crash, a private room, a live table, a slot. */
export type OtherGameRow = CrashBetHistoryRow | RoomEntryHistoryRow | LiveBetHistoryRow | SlotRoundHistoryRow;

export interface RoundFacts {
  /** The game's name. */
  name: string;
  /** What was played, in a few words (the cash-out, the spot, the provider). */
  summary: string;
  /** Each fact of the round, as its dialog lists them. */
  facts: [string, string][];
}

/** What a row of crash, a room, a live table or a slot says, in the player's language, money and dates via Intl. */
export function useRoundFacts(row: OtherGameRow): RoundFacts {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, row.currency, locale);
  const notYet = t`Not revealed yet`;
  const common: [string, string][] = [
    [t`Time`, formatDateTime(Date.parse(row.created_at), locale)],
    [t`Stake`, money(row.amount)],
  ];
  switch (row.kind) {
    case 'crash_bet': {
      const cashout = row.cashout ? `${row.cashout}×` : row.status === 'active' ? t`In play` : t`Not cashed out`;
      return {
        name: i18n._(GAMES.crash.title),
        summary: row.cashout ? t`cashed out at ${row.cashout}×` : row.status === 'lost' ? t`not cashed out` : '',
        facts: [
          [t`Game`, i18n._(GAMES.crash.title)],
          [t`Crash game`, `#${row.round.game}`],
          ...common,
          [t`Cashed out at`, cashout],
          [t`Payout`, money(row.payout)],
          [t`Crashed at`, row.round.bust ? `${row.round.bust}×` : t`Still running`],
          [t`Game hash`, row.round.hash ?? notYet],
        ],
      };
    }
    case 'room_entry': {
      const name = i18n._(GAMES[ROOM_PAGES[row.room].game].title);
      const result = row.status === 'won' ? t`Won` : row.status === 'lost' ? t`Lost` : t`Waiting for the draw`;
      return {
        name,
        summary: result,
        facts: [
          [t`Game`, name],
          [t`Round`, `#${row.round.id}`],
          ...common,
          [t`Result`, result],
          [t`Payout`, money(row.payout)],
          [t`Server seed hash`, row.round.server_seed_hash],
          [t`Server seed`, row.round.server_seed ?? notYet],
          [t`Client seed (the entries, in order)`, row.round.client_seed],
          [t`Winning entry`, row.round.winner_entry_id === null ? '—' : `#${row.round.winner_entry_id}`],
          [t`Your entry`, `#${row.id}`],
        ],
      };
    }
    case 'live_bet': {
      const name = i18n._(TABLE_NAMES[row.table]);
      const descriptor = SPOT_NAMES[row.spot];
      const spot = descriptor ? i18n._(descriptor) : (row.spot.split(':').pop() ?? row.spot);
      return {
        name,
        summary: t`on ${spot}`,
        facts: [
          [t`Game`, name],
          [t`Round`, `#${row.round.id}`],
          ...common,
          [t`Bet on`, spot],
          [t`Payout`, row.payout === null ? t`In play` : money(row.payout)],
          [t`Outcome`, row.round.outcome === null ? t`Not drawn yet` : outcomeLabel(row.table, row.round.outcome)],
          [t`Server seed hash`, row.round.server_seed_hash],
          [t`Server seed`, row.round.server_seed ?? notYet],
        ],
      };
    }
    case 'slot_round': {
      const name = row.title ?? t`Slot`;
      return {
        name,
        summary: row.provider_name,
        facts: [
          [t`Game`, name],
          [t`Provider`, row.provider_name],
          [t`Provider round id`, row.provider_round_id],
          ...common,
          [t`Win`, money(row.payout)],
          ...(Number(row.refunded) > 0 ? [[t`Refunded`, money(row.refunded)] as [string, string]] : []),
          [t`Free spin`, row.free_spins ? t`Yes` : t`No`],
          [t`Status`, row.status === 'ended' ? t`Finished` : t`In play`],
        ],
      };
    }
  }
}
