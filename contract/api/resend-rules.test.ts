import { describe, expect, it } from 'vitest';
import { PLAY_API } from './games';
import { isSafeToResend, resendRuleOf } from './resend-rules';

describe('resend rules as a client sends the request', () => {
  it('matches filled path parameters and ignores the query string', () => {
    expect(resendRuleOf('post', '/operator/payouts/12/approve')).toBe('idempotency-key');
    expect(resendRuleOf('PUT', '/profile/settings?x=1')).toBe('natural');
    expect(resendRuleOf('GET', '/profile/settings')).toBeUndefined();
    expect(resendRuleOf('POST', '/no/such/route')).toBeUndefined();
  });

  it('says a keyed, round-version or natural write may arrive twice; a registration, a login or a code may not', () => {
    expect(isSafeToResend('POST', PLAY_API.dice.bet.path)).toBe(true);
    expect(isSafeToResend('POST', PLAY_API.miner.cashout.path)).toBe(true);
    expect(isSafeToResend('PUT', '/auth/logout')).toBe(true);
    expect(isSafeToResend('POST', '/api/v2/auth/register/email')).toBe(false);
    expect(isSafeToResend('POST', '/api/v2/auth/login/email/code')).toBe(false);
    expect(isSafeToResend('POST', '/api/v2/no/such/route')).toBe(false);
  });
});
