import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/catalogue.testing';
import { formatRemaining, guestCountdown, REGDEP_COUNTDOWN_S, WELCOME_PACK_COUNTDOWN_S } from './countdown';

const now = Date.UTC(2026, 10, 21, 12);
const DAY_MS = 86_400_000;

describe('guest countdowns (spec §4)', () => {
  it('lasts 3 days with a promo code and 7 without', () => {
    expect(REGDEP_COUNTDOWN_S).toBe(3 * 86_400);
    expect(WELCOME_PACK_COUNTDOWN_S).toBe(7 * 86_400);
  });

  it('starts a 3-day regdep countdown for a guest with a promo code, kept in regDepBonusExpireDate', () => {
    const { countdown, write } = guestCountdown({ promo: 'PR', cookies: {}, now });
    expect(countdown).toEqual({ kind: 'regdep', endsAt: now + 3 * DAY_MS });
    expect(write).toEqual({ name: 'regDepBonusExpireDate', value: String(now + 3 * DAY_MS), maxAgeSeconds: 259_200 });
  });

  it('keeps a running regdep countdown and restarts it once expired', () => {
    const running = guestCountdown({ promo: 'PR', cookies: { regDepBonusExpireDate: String(now + DAY_MS) }, now });
    expect(running).toEqual({ countdown: { kind: 'regdep', endsAt: now + DAY_MS }, write: null });
    const expired = guestCountdown({ promo: 'PR', cookies: { regDepBonusExpireDate: String(now - 1) }, now });
    expect(expired.countdown.endsAt).toBe(now + 3 * DAY_MS);
    expect(expired.write?.name).toBe('regDepBonusExpireDate');
    const garbage = guestCountdown({ promo: 'PR', cookies: { regDepBonusExpireDate: 'soon' }, now });
    expect(garbage.countdown.endsAt).toBe(now + 3 * DAY_MS);
  });

  it('starts a 7-day welcome-pack countdown without a promo code, kept in welcomePackTimestamp', () => {
    const { countdown, write } = guestCountdown({ promo: null, cookies: {}, now });
    expect(countdown).toEqual({ kind: 'welcome-pack', endsAt: now + 7 * DAY_MS });
    expect(write).toEqual({ name: 'welcomePackTimestamp', value: String(now), maxAgeSeconds: 604_800 });
  });

  it('keeps a running welcome-pack countdown and restarts it once expired', () => {
    const started = now - 2 * DAY_MS;
    const running = guestCountdown({ promo: null, cookies: { welcomePackTimestamp: String(started) }, now });
    expect(running).toEqual({ countdown: { kind: 'welcome-pack', endsAt: started + 7 * DAY_MS }, write: null });
    const expired = guestCountdown({ promo: null, cookies: { welcomePackTimestamp: String(now - 7 * DAY_MS) }, now });
    expect(expired.write).toEqual({ name: 'welcomePackTimestamp', value: String(now), maxAgeSeconds: 604_800 });
  });
});

describe('formatRemaining', () => {
  it('shows days in the locale and a two-digit clock', () => {
    const ms = (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    activateCatalogue('ru');
    expect(formatRemaining(ms)).toBe('2 дня 03:04:05');
    activateCatalogue('en');
    expect(formatRemaining(ms)).toBe('2 days 03:04:05');
    expect(formatRemaining(59_000)).toBe('00:00:59');
    expect(formatRemaining(-5)).toBe('00:00:00');
  });
});
