import { describe, expect, it } from 'vitest';
import { isOwnRequest, signedAmount } from './adjustment-rules';

describe('the amount of a manual adjustment', () => {
  it('signs a debit, and takes a comma, a point and spaces between thousands', () => {
    expect(signedAmount('credit', '15 000')).toBe('15000');
    expect(signedAmount('debit', '10,50')).toBe('-10.50');
    expect(signedAmount('credit', '1\u00a0250.5')).toBe('1250.5');
  });

  it('refuses nothing, zero, a sign, letters and a third decimal', () => {
    for (const typed of ['', '0', '0.00', '-5', '+5', '12a', '1.005', '1.2.3']) {
      expect(signedAmount('credit', typed), typed).toBeNull();
    }
  });
});

describe('who may decide an adjustment above the threshold', () => {
  it('is never the operator who asked for it, whatever the e-mail’s case', () => {
    expect(isOwnRequest('Pay@Example.com', { requested_by: 'pay@example.com' })).toBe(true);
    expect(isOwnRequest('second@example.com', { requested_by: 'pay@example.com' })).toBe(false);
  });
});
