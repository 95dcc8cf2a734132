import { describe, expect, it } from 'vitest';
import { payoutActionsFrom } from './payout-actions';

describe('what an operator may do with a payout', () => {
  it('follows its status', () => {
    expect(payoutActionsFrom('pending')).toEqual(['approve', 'hold', 'reject']);
    expect(payoutActionsFrom('held')).toEqual(['approve', 'reject']);
    expect(payoutActionsFrom('processing')).toEqual(['hold', 'reject', 'complete']);
    for (const done of ['paid', 'rejected', 'cancelled']) expect(payoutActionsFrom(done), done).toEqual([]);
  });
});
