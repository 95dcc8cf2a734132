import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

// Intl separates groups and symbols with narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats for the locale and currency', () => {
    expect(plain(formatMoney('0.00', 'RUB', 'ru'))).toBe('0,00 ₽');
    expect(plain(formatMoney('1234.5', 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney('1234.5', 'KZT', 'kz'))).toBe('1 234,50 ₸');
    expect(plain(formatMoney('99.99', 'EUR', 'en'))).toBe('€99.99');
    expect(plain(formatMoney('10', 'INR', 'en'))).toBe('₹10.00');
  });

  it('keeps precision beyond what a float holds', () => {
    expect(plain(formatMoney('90071992547409.93', 'RUB', 'en'))).toBe('₽90,071,992,547,409.93');
  });
});
