import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileAnswer } from '../../contract/api/profile';
import { applyProfile, applyToken, profileAvailability, sessionState } from './session';

const profile = {
  data: { id: 1, balance: '5.00', currency: 'RUB' },
  features: {},
  region: 'RU',
} as never as ProfileAnswer;

describe('the session the page shows', () => {
  beforeEach(() => {
    applyToken(null);
    sessionState.status = 'loading';
  });

  it('a token with no saved copy, offline: the signed-in frame, the profile not loaded yet', () => {
    applyToken('token');
    applyProfile(null, null, false);
    expect(sessionState.status).toBe('signed-in');
    expect(profileAvailability(sessionState, false)).toBe('offline');
    expect(profileAvailability(sessionState, true)).toBe('loading');
  });

  it('the profile arriving when the network returns is shown', () => {
    applyToken('token');
    applyProfile(profile, 1000, false);
    expect(profileAvailability(sessionState, true)).toBe('shown');
  });

  it('the saved copy is shown offline', () => {
    applyToken('token');
    applyProfile(profile, 1000, true);
    expect(profileAvailability(sessionState, false)).toBe('shown');
  });

  it('no token and no profile is a guest', () => {
    applyProfile(null, null, false);
    expect(sessionState.status).toBe('guest');
  });
});
