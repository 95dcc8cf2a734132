import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/catalogue.testing';
import { formatRemaining, spokenRemaining } from './countdown';

const at = (days: number, hours: number, minutes: number, seconds = 0) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe('countdown units from the catalogue (Chromium has no Kazakh units)', () => {
  it('kz: күн, сағат, минут', () => {
    activateCatalogue('kz');
    expect(formatRemaining(at(6, 3, 4, 5))).toBe('6 күн 03:04:05');
    expect(spokenRemaining(at(1, 1, 1))).toBe('1 күн 1 сағат 1 минут');
  });

  it('ru: the plural forms one, few and many', () => {
    activateCatalogue('ru');
    expect(formatRemaining(at(1, 0, 0, 9))).toBe('1 день 00:00:09');
    expect(formatRemaining(at(2, 3, 4, 5))).toBe('2 дня 03:04:05');
    expect(formatRemaining(at(5, 0, 0))).toBe('5 дней 00:00:00');
    expect(spokenRemaining(at(1, 2, 5))).toBe('1 день 2 часа 5 минут');
    expect(spokenRemaining(at(0, 21, 1))).toBe('21 час 1 минута');
  });

  it('en: one and other; no days below a day, the clock alone', () => {
    activateCatalogue('en');
    expect(formatRemaining(at(1, 3, 4, 5))).toBe('1 day 03:04:05');
    expect(formatRemaining(at(7, 0, 0))).toBe('7 days 00:00:00');
    expect(formatRemaining(at(0, 0, 0, 59))).toBe('00:00:59');
    expect(spokenRemaining(at(2, 1, 0))).toBe('2 days 1 hour 0 minutes');
    expect(spokenRemaining(at(0, 0, 3, 30))).toBe('3 minutes');
  });
});
