import type { TournamentScoring } from '../../../../contract/api/tournaments';
import type { GameName } from '../../../../contract/games/registry';
import type { Currency } from '../../../../contract/money';
import type { CreateTournament } from '../../../../workers/backoffice/tournaments';
import { localToIso } from '../common/local-time';

export interface TournamentDraft {
  title: { ru: string; en: string; kz: string };
  currency: Currency;
  games: GameName[];
  scoring: TournamentScoring;
  entry: 'opt_in' | 'auto';
  /** One prize per place, first place first, separated by new lines, spaces or semicolons. */
  prizes: string;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_TOURNAMENT: TournamentDraft = {
  title: { ru: '', en: '', kz: '' },
  currency: 'RUB',
  games: [],
  scoring: 'wagered',
  entry: 'opt_in',
  prizes: '',
  startsAt: '',
  endsAt: '',
};

/** The prizes by place as amounts ("1 000,50" is not one: spaces separate places; a decimal comma is a point). */
export const prizesOf = (typed: string): string[] =>
  typed
    .split(/[\s;]+/)
    .map((prize) => prize.replace(',', '.'))
    .filter(Boolean);

/** What keeps the form from being sent (the server checks the same and more). */
export function draftProblem(draft: TournamentDraft): 'games' | 'prizes' | 'dates' | 'order' | null {
  if (draft.games.length === 0) return 'games';
  if (prizesOf(draft.prizes).length === 0) return 'prizes';
  const starts = localToIso(draft.startsAt);
  const ends = localToIso(draft.endsAt);
  if (!starts || !ends) return 'dates';
  return Date.parse(ends) > Date.parse(starts) ? null : 'order';
}

export function tournamentBody(draft: TournamentDraft): CreateTournament {
  return {
    title: { ru: draft.title.ru.trim(), en: draft.title.en.trim(), kz: draft.title.kz.trim() },
    currency: draft.currency,
    games: draft.games,
    scoring: draft.scoring,
    entry: draft.entry,
    prizes: prizesOf(draft.prizes),
    starts_at: localToIso(draft.startsAt) ?? '',
    ends_at: localToIso(draft.endsAt) ?? '',
  };
}
