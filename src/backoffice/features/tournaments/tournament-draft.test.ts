import { describe, expect, it } from 'vitest';
import { isoToLocal } from '../common/local-time';
import { draftProblem, EMPTY_TOURNAMENT, prizesOf, tournamentBody } from './tournament-draft';

const START = isoToLocal('2026-12-01T18:00:00Z');
const END = isoToLocal('2026-12-02T18:00:00Z');

describe('the new-tournament form', () => {
  it('reads one prize per place, in order, from lines, spaces or semicolons', () => {
    expect(prizesOf('5000\n2500,50 ; 1000\n\n')).toEqual(['5000', '2500.50', '1000']);
    expect(prizesOf('  ')).toEqual([]);
  });

  it('says what is missing: games, prizes, dates, an end after the start', () => {
    const draft = { ...EMPTY_TOURNAMENT, games: ['dice' as const], prizes: '100', startsAt: START, endsAt: END };
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, games: [] })).toBe('games');
    expect(draftProblem({ ...draft, prizes: '' })).toBe('prizes');
    expect(draftProblem({ ...draft, endsAt: '' })).toBe('dates');
    expect(draftProblem({ ...draft, endsAt: START })).toBe('order');
  });

  it('sends the titles trimmed, the prizes as amounts and the times as instants', () => {
    const body = tournamentBody({
      ...EMPTY_TOURNAMENT,
      title: { ru: ' Гонка ', en: 'Race', kz: 'Жарыс' },
      games: ['dice', 'keno'],
      prizes: '300 200 100',
      startsAt: START,
      endsAt: END,
    });
    expect(body).toEqual({
      title: { ru: 'Гонка', en: 'Race', kz: 'Жарыс' },
      currency: 'RUB',
      games: ['dice', 'keno'],
      scoring: 'wagered',
      entry: 'opt_in',
      prizes: ['300', '200', '100'],
      starts_at: '2026-12-01T18:00:00.000Z',
      ends_at: '2026-12-02T18:00:00.000Z',
    });
  });
});
