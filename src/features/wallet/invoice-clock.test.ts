import { describe, expect, it } from 'vitest';
import { formatClock, minutesAndSeconds } from './invoice-clock';

describe('invoice countdown', () => {
  it('shows minutes and seconds with two digits in every locale', () => {
    expect(formatClock(1200, 'ru')).toBe('20:00');
    expect(formatClock(65, 'en')).toBe('01:05');
    expect(formatClock(9, 'kz')).toBe('00:09');
    expect(formatClock(-3, 'en')).toBe('00:00');
  });

  it('splits the time left for its spoken name', () => {
    expect(minutesAndSeconds(1198)).toEqual({ minutes: 19, seconds: 58 });
    expect(minutesAndSeconds(0)).toEqual({ minutes: 0, seconds: 0 });
  });
});
