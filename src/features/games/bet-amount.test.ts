import { describe, expect, it } from 'vitest';
import { betProblem, quickBet } from './bet-amount';

const rub = { min: '1.00', max: '10000.00' };

describe('bet form quick buttons', () => {
  it('halve and double within the limits and the balance', () => {
    expect(quickBet('10.00', 'half', rub, '500.00')).toBe('5.00');
    expect(quickBet('1.00', 'half', rub, '500.00')).toBe('1.00');
    expect(quickBet('0.03', 'half', { min: '0.01', max: '100.00' }, null)).toBe('0.01');
    expect(quickBet('300.00', 'double', rub, '500.00')).toBe('500.00');
    expect(quickBet('6000', 'double', rub, null)).toBe('10000.00');
  });

  it('min and max', () => {
    expect(quickBet('10', 'min', rub, '500.00')).toBe('1.00');
    expect(quickBet('10', 'max', rub, '500.00')).toBe('500.00');
    expect(quickBet('10', 'max', rub, '20000.00')).toBe('10000.00');
  });

  it('checks the amount against the limits', () => {
    expect(betProblem('0.50', rub)).toBe('min');
    expect(betProblem('10000.01', rub)).toBe('max');
    expect(betProblem('abc', rub)).toBe('format');
    expect(betProblem('0', rub)).toBe('format');
    expect(betProblem('25.5', rub)).toBeNull();
  });
});
