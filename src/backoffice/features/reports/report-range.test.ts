import { describe, expect, it } from 'vitest';
import { csvFileName, filterFrom, lastDays, rangeProblem } from './report-range';

const NOW = Date.parse('2026-11-28T23:30:00Z');

describe('a report’s range', () => {
  it('defaults to the last seven UTC days, today included', () => {
    expect(lastDays(NOW, 7)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(lastDays(Date.parse('2026-03-01T00:10:00Z'), 2)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });

  it('refuses an end before its start and more than a year, as the server does', () => {
    expect(rangeProblem('2026-11-10', '2026-11-09')).toBe('order');
    expect(rangeProblem('2025-11-27', '2026-11-28')).toBe('too_long');
    expect(rangeProblem('2025-11-28', '2026-11-28')).toBeNull();
    expect(rangeProblem('', '2026-11-28')).toBe('missing');
  });

  it('reads the address’s parameters, falling back for what is missing or unknown', () => {
    expect(filterFrom({ from: '2026-11-01', to: '2026-11-05', currency: 'KZT' }, NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      currency: 'KZT',
    });
    expect(filterFrom({ from: 'soon', currency: 'XYZ' }, NOW)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      currency: 'RUB',
    });
  });

  it('names the CSV after its currency, days and grouping', () => {
    expect(csvFileName({ from: '2026-11-01', to: '2026-11-05', currency: 'USD' }, 'game')).toBe(
      'report-USD-2026-11-01-2026-11-05-game.csv',
    );
  });
});
