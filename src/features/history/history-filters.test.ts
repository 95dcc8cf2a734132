import { describe, expect, it } from 'vitest';
import { rowAmount } from './history-filters';

describe('history rows', () => {
  it('show the first balance a movement changed', () => {
    expect(
      rowAmount({ balance_change: '500.00', bonus_balance_change: '0.00', bonus_change: '0.00', hold_change: '0.00' }),
    ).toBe('500.00');
    expect(
      rowAmount({ balance_change: '0.00', bonus_balance_change: '-10.00', bonus_change: '0.00', hold_change: '0.00' }),
    ).toBe('-10.00');
    expect(
      rowAmount({ balance_change: '0.00', bonus_balance_change: '0.00', bonus_change: '0.00', hold_change: '-150.00' }),
    ).toBe('-150.00');
  });
});
