import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('formats a share as a percentage number for the locale', () => {
    expect(formatPercent(0.027027, 'en')).toBe('2.70');
    expect(formatPercent(0.95, 'en', 1)).toBe('95.0');
    expect(formatPercent(0.027027, 'ru')).toBe('2,70');
    expect(formatPercent(0.9875, 'kz')).toBe('98,75');
  });
});
