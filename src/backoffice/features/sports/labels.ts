import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarginBody, OperatorEvent } from '../../../../contract/api/sports';
import type { MarketKind } from '../../../../contract/sports/markets';

export const MARKET_KIND_LABEL: Record<MarketKind, MessageDescriptor> = {
  match_result: msg`Match result (1X2)`,
  match_winner: msg`Match winner`,
  double_chance: msg`Double chance`,
  total: msg`Total`,
  handicap: msg`Handicap`,
  btts: msg`Both teams to score`,
  correct_score: msg`Correct score`,
  outright: msg`Outright`,
};

type OperatorMarket = OperatorEvent['markets'][number];

/** A market as the operator reads it: its kind, and its line if it has one ("Total 2.5"). */
export const marketName = (i18n: I18n, market: Pick<OperatorMarket, 'kind' | 'line'>) =>
  `${i18n._(MARKET_KIND_LABEL[market.kind])}${market.line === null ? '' : ` ${market.line}`}`;

/** What a margin applies to: a market kind, every kind not set, or the cash-out price. */
export const MARGIN_SCOPE_LABEL: Record<MarginBody['scope'], MessageDescriptor> = {
  ...MARKET_KIND_LABEL,
  default: msg`Every other market`,
  cash_out: msg`Cash-out`,
};

export const LIMITS_KIND_LABEL: Record<MarketKind | '*', MessageDescriptor> = {
  ...MARKET_KIND_LABEL,
  '*': msg`Every market`,
};

type EventStatus = OperatorEvent['event']['status'];
export const EVENT_STATUS_LABEL: Record<EventStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  live: msg`Live`,
  ended: msg`Ended`,
  abandoned: msg`Abandoned`,
};

type MarketStatus = OperatorEvent['markets'][number]['status'];
export const MARKET_STATUS_LABEL: Record<MarketStatus, MessageDescriptor> = {
  open: msg`Open`,
  suspended: msg`Suspended`,
  settled: msg`Settled`,
};

type SelectionOutcome = NonNullable<OperatorEvent['markets'][number]['selections'][number]['outcome']>;
export const SELECTION_OUTCOME_LABEL: Record<SelectionOutcome, MessageDescriptor> = {
  win: msg`won`,
  loss: msg`lost`,
  void: msg`void`,
  half_win: msg`half won`,
  half_loss: msg`half lost`,
  dead_heat: msg`dead heat`,
};
