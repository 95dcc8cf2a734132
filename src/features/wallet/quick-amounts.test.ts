import { describe, expect, it } from 'vitest';
import { amountProblem, quickAmounts } from './quick-amounts';

describe('PayIn amounts', () => {
  it('offers the default and multiples within the limits', () => {
    expect(quickAmounts('100', '300000', '100')).toEqual(['100', '500', '1000', '5000']);
    expect(quickAmounts('10', '2000', '500')).toEqual(['500']);
    expect(quickAmounts('1', '500', '0.5')).toEqual(['1', '5', '10', '50']);
  });

  it('checks the format and the limits before calling (spec §5 defaults 100..300000)', () => {
    expect(amountProblem('99', '100', '300000')).toBe('min');
    expect(amountProblem('300000.01', '100', '300000')).toBe('max');
    expect(amountProblem('150.5', '100', '300000')).toBeNull();
    expect(amountProblem('1e3', '100', '300000')).toBe('format');
    expect(amountProblem('10.001', '1', '300000')).toBe('format');
  });
});
