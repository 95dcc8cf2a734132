import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n/catalogue.testing';
import { formatRemaining, spokenRemaining } from './countdown';

const at = (days: number, hours: number, minutes: number, seconds = 0) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

// Its own file: Lingui keeps the number formats it made for the life of the module.
describe('the promo countdown on the landing pages', () => {
  afterEach(() => vi.restoreAllMocks());

  // A page's first Intl.NumberFormat loads the number data: about 100 ms of main thread at Lighthouse's 4× slowdown,
  // a long task on `/` and `/kz` for a clock of small whole numbers, in Latin digits in ru, en and kz alike.
  it('formats without Intl.NumberFormat in every locale', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    for (const locale of ['ru', 'en', 'kz'] as const) {
      activateCatalogue(locale);
      expect(formatRemaining(at(2, 3, 4, 5))).toMatch(/^2 \S+ 03:04:05$/);
      expect(spokenRemaining(at(2, 3, 4))).toMatch(/^2 \S+ 3 \S+ 4 \S+$/);
    }
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
