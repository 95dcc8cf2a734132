import { describe, expect, it } from 'vitest';
import { autoCashoutValue } from './auto-cashout';

describe('the automatic cash-out field', () => {
  it('sends two decimals, nothing when empty, and refuses what the server would', () => {
    expect(autoCashoutValue('')).toBeNull();
    expect(autoCashoutValue('2')).toBe('2.00');
    expect(autoCashoutValue(' 2.5 ')).toBe('2.50');
    expect(autoCashoutValue('1.01')).toBe('1.01');
    expect(autoCashoutValue('1.00')).toBe('invalid');
    expect(autoCashoutValue('1000000.01')).toBe('invalid');
    expect(autoCashoutValue('2.555')).toBe('invalid');
    expect(autoCashoutValue('abc')).toBe('invalid');
  });
});
