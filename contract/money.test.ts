import { describe, expect, it } from 'vitest';
import { fromMinor, scaleFromRub, toMinor } from './money';

describe('money', () => {
  it('parses decimal strings into minor units without floats', () => {
    expect(toMinor('0.10', 'USD')).toBe(10n);
    expect(toMinor('123.4', 'RUB')).toBe(12340n);
    expect(toMinor('-5', 'KZT')).toBe(-500n);
    expect(toMinor('90071992547409.93', 'EUR')).toBe(9007199254740993n);
  });

  it('rejects malformed amounts and extra decimals', () => {
    expect(() => toMinor('1.234', 'RUB')).toThrow(RangeError);
    expect(() => toMinor('1e3', 'RUB')).toThrow(RangeError);
    expect(() => toMinor('', 'RUB')).toThrow(RangeError);
  });

  it('formats minor units as the wire decimal string', () => {
    expect(fromMinor(0n, 'RUB')).toBe('0.00');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
    expect(fromMinor(-12345n, 'INR')).toBe('-123.45');
    expect(fromMinor(toMinor('42.42', 'EUR'), 'EUR')).toBe('42.42');
  });

  it('scales RUB-only amounts by one rule, and refuses what does not divide into whole minor units', () => {
    expect(scaleFromRub(12_345n, 'RUB')).toBe(12_345n);
    expect(scaleFromRub(12_345n, 'INR')).toBe(12_345n);
    expect(scaleFromRub(12_345n, 'KZT')).toBe(61_725n);
    expect(scaleFromRub(12_300n, 'USD')).toBe(123n);
    expect(scaleFromRub(12_300n, 'EUR')).toBe(123n);
    expect(() => scaleFromRub(12_345n, 'USD')).toThrow(RangeError);
    expect(() => scaleFromRub(12_345n, 'EUR')).toThrow(RangeError);
  });
});
