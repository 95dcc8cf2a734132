import { describe, expect, it } from 'vitest';
import { billingState, offerDeposit } from './billing';
import { holdOutcome } from './reveal';

describe('the deposit offer', () => {
  it('opens at once when no round is showing its outcome', () => {
    billingState.promptDeposit = false;
    offerDeposit();
    expect(billingState.promptDeposit).toBe(true);
  });

  it('waits for a spinning round to land, so it never covers the outcome', () => {
    billingState.promptDeposit = false;
    const land = holdOutcome();
    offerDeposit();
    expect(billingState.promptDeposit).toBe(false);
    land();
    expect(billingState.promptDeposit).toBe(true);
  });
});
