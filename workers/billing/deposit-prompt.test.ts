import { describe, expect, it } from 'vitest';
import { DEPOSIT_PROMPT_DELAY_MS, promptAfterLoad, promptAfterRegistration } from './deposit-prompt';

describe('deposit prompt (spec §4)', () => {
  it('waits 17 s', () => {
    expect(DEPOSIT_PROMPT_DELAY_MS).toBe(17_000);
  });

  it('after load: only a logged-in player with zero balance and a currency', () => {
    expect(promptAfterLoad({ signedIn: true, totalBalance: '0.00', currency: 'RUB' })).toBe(true);
    expect(promptAfterLoad({ signedIn: true, totalBalance: '0.01', currency: 'RUB' })).toBe(false);
    expect(promptAfterLoad({ signedIn: true, totalBalance: '0.00', currency: null })).toBe(false);
    expect(promptAfterLoad({ signedIn: false, totalBalance: '0.00', currency: 'RUB' })).toBe(false);
    expect(promptAfterLoad({ signedIn: true, totalBalance: null, currency: 'RUB' })).toBe(false);
  });

  it('after registration: whenever the player is logged in', () => {
    expect(promptAfterRegistration({ signedIn: true, totalBalance: '5.00', currency: 'USD' })).toBe(true);
    expect(promptAfterRegistration({ signedIn: false, totalBalance: null, currency: null })).toBe(false);
  });
});
