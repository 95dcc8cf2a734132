import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportDay, ReportGame } from '../../../../contract/api/backoffice-reports';

/** What a day's chart can show; every one is a column of the table beside it. */
export const DAY_MEASURES = {
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  ggr: msg`GGR`,
  ngr: msg`NGR`,
  bonus_cost: msg`Bonus cost`,
  active_players: msg`Active players`,
} as const satisfies Partial<Record<keyof ReportDay, MessageDescriptor>>;
export type DayMeasure = keyof typeof DAY_MEASURES;

/** What a game's chart can show. */
export const GAME_MEASURES = {
  ggr: msg`GGR`,
  stakes: msg`Stakes`,
  wins: msg`Wins`,
  rounds: msg`Rounds`,
} as const satisfies Partial<Record<keyof ReportGame, MessageDescriptor>>;
export type GameMeasure = keyof typeof GAME_MEASURES;

/** Counts, not amounts (no currency on them). */
export const isCount = (measure: string) => measure === 'active_players' || measure === 'rounds';

/** A row's figure as a number for the chart (amounts come as decimal strings; the table keeps the strings). */
export const figureOf = (value: string | number): number => (typeof value === 'number' ? value : Number(value));
