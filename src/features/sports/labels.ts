import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SportsBet, SportsEvent, SportsMarket } from '../../../contract/api/sports';
import type { MarketKind, Sport } from '../../../contract/sports/markets';

export const SPORT_LABELS: Record<Sport, MessageDescriptor> = {
  football: msg`Football`,
  hockey: msg`Ice hockey`,
  tennis: msg`Tennis`,
  basketball: msg`Basketball`,
  esports: msg`Esports`,
};

export const MARKET_LABELS: Record<MarketKind, MessageDescriptor> = {
  match_result: msg`Match result`,
  match_winner: msg`Winner`,
  double_chance: msg`Double chance`,
  total: msg`Total`,
  handicap: msg`Handicap`,
  btts: msg`Both teams to score`,
  correct_score: msg`Correct score`,
  outright: msg`Outright winner`,
};

/** How a bet ended. */
export const BET_RESULTS: Record<NonNullable<SportsBet['result']>, MessageDescriptor> = {
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
  returned: msg`Returned`,
  cashed_out: msg`Cashed out`,
};

/** How a leg was settled. */
export const LEG_OUTCOMES: Record<NonNullable<SportsBet['legs'][number]['outcome']>, MessageDescriptor> = {
  win: msg({ message: 'won', context: 'bet leg' }),
  loss: msg({ message: 'lost', context: 'bet leg' }),
  void: msg({ message: 'void', context: 'bet leg' }),
  half_win: msg({ message: 'half won', context: 'bet leg' }),
  half_loss: msg({ message: 'half lost', context: 'bet leg' }),
  dead_heat: msg({ message: 'dead heat', context: 'bet leg' }),
};

/** Why a market takes no bets (the book's reasons, and the refusal's). */
const SUSPEND_REASONS: Record<string, MessageDescriptor> = {
  dangerous_moment: msg`Dangerous moment`,
  not_offered: msg`No longer offered`,
  event_started: msg`The event has started`,
  settled: msg`Settled`,
  no_price: msg`No price`,
};

export const suspendReason = (i18n: I18n, reason: string | null) =>
  reason && SUSPEND_REASONS[reason] ? i18n._(SUSPEND_REASONS[reason]) : i18n._(msg`Suspended`);

/** A market's title: its kind and its line as the book names it ("Handicap -0.25", "Total 2.5"). */
export function marketTitle(i18n: I18n, market: Pick<SportsMarket, 'kind' | 'line'>): string {
  const kind = i18n._(MARKET_LABELS[market.kind]);
  return market.line === null ? kind : `${kind} ${market.line}`;
}

const signed = (line: string) => (line.startsWith('-') || line === '0' ? line : `+${line}`);

/** A selection's name as the page shows it: the team for home and away, the line for totals and handicaps. */
export function selectionLabel(
  i18n: I18n,
  event: Pick<SportsEvent, 'home' | 'away'>,
  market: Pick<SportsMarket, 'kind' | 'line'>,
  selection: { key: string; name: string },
): string {
  const home = event.home ?? i18n._(msg`Home`);
  const away = event.away ?? i18n._(msg`Away`);
  const line = market.line ?? '0';
  const opposite = line.startsWith('-') ? line.slice(1) : line === '0' ? line : `-${line}`;
  switch (`${market.kind}:${selection.key}`) {
    case 'match_result:home':
    case 'match_winner:home':
      return home;
    case 'match_result:away':
    case 'match_winner:away':
      return away;
    case 'match_result:draw':
      return i18n._(msg`Draw`);
    case 'double_chance:home_draw':
      return i18n._(msg`${home} or draw`);
    case 'double_chance:home_away':
      return i18n._(msg`${home} or ${away}`);
    case 'double_chance:draw_away':
      return i18n._(msg`Draw or ${away}`);
    case 'total:over':
      return i18n._(msg`Over ${line}`);
    case 'total:under':
      return i18n._(msg`Under ${line}`);
    case 'handicap:home':
      return `${home} (${signed(line)})`;
    case 'handicap:away':
      return `${away} (${signed(opposite)})`;
    case 'btts:yes':
      return i18n._(msg`Yes`);
    case 'btts:no':
      return i18n._(msg`No`);
    default:
      return selection.name;
  }
}
