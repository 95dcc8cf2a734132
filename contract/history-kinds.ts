import type { GameName } from './games/registry';

/**
 * The player's history's kinds of rows and game filters (contract/api/history.ts), without zod: the page imports
 * them. Kinds in their order among rows of the same time (appended, never reordered: a cursor names a kind). A
 * round of an original is `round`; crash bets, private-room entries, live-table bets and provider (slot) rounds are
 * rows of their own kinds, each from its own table.
 */
export const HISTORY_KINDS = [
  'round',
  'sports_bet',
  'deposit',
  'withdrawal',
  'other',
  'crash_bet',
  'room_entry',
  'live_bet',
  'slot_round',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The kinds that are a game's round: what the `rounds` filter shows, and what the round dialog opens. */
export const GAME_ROUND_KINDS = ['round', 'crash_bet', 'room_entry', 'live_bet', 'slot_round'] as const;
export type GameRoundKind = (typeof GAME_ROUND_KINDS)[number];

/** The games beside the originals that the `game` filter takes: crash, the private rooms, the live tables, the slots. */
export const SHARED_HISTORY_GAMES = ['crash', 'rooms', 'live', 'slots'] as const;
/** What the `game` filter takes: an original by name, or one of `SHARED_HISTORY_GAMES`. */
export type HistoryGame = GameName | (typeof SHARED_HISTORY_GAMES)[number];
