import { LANGUAGE_TAG, type Locale } from '../../../contract/locales';
import { DAY } from '../../lib/cookies';
import type { CookieWrite } from '../attribution/rules';

/** Spec §9: the regdep bonus countdown lasts 3 days, the welcome-pack countdown 7. */
export const REGDEP_COUNTDOWN_S = 3 * DAY;
export const WELCOME_PACK_COUNTDOWN_S = 7 * DAY;

export interface Countdown {
  kind: 'regdep' | 'welcome-pack';
  /** Epoch milliseconds. */
  endsAt: number;
}

/**
 * Spec §4 Promo countdowns, for a guest: with a promo code a 3-day regdep countdown (cookie regDepBonusExpireDate,
 * the end time), without one a 7-day welcome-pack countdown (cookie welcomePackTimestamp, the start time). A missing,
 * unreadable or expired cookie starts a new countdown; the cookie lives as long as its countdown.
 */
export function guestCountdown(input: { promo: string | null; cookies: Record<string, string>; now: number }): {
  countdown: Countdown;
  write: CookieWrite | null;
} {
  const { now, cookies } = input;
  if (input.promo) {
    const stored = Number(cookies.regDepBonusExpireDate);
    if (stored > now && stored <= now + REGDEP_COUNTDOWN_S * 1000) {
      return { countdown: { kind: 'regdep', endsAt: stored }, write: null };
    }
    const endsAt = now + REGDEP_COUNTDOWN_S * 1000;
    return {
      countdown: { kind: 'regdep', endsAt },
      write: { name: 'regDepBonusExpireDate', value: String(endsAt), maxAgeSeconds: REGDEP_COUNTDOWN_S },
    };
  }
  const started = Number(cookies.welcomePackTimestamp);
  if (started <= now && started + WELCOME_PACK_COUNTDOWN_S * 1000 > now) {
    return { countdown: { kind: 'welcome-pack', endsAt: started + WELCOME_PACK_COUNTDOWN_S * 1000 }, write: null };
  }
  return {
    countdown: { kind: 'welcome-pack', endsAt: now + WELCOME_PACK_COUNTDOWN_S * 1000 },
    write: { name: 'welcomePackTimestamp', value: String(now), maxAgeSeconds: WELCOME_PACK_COUNTDOWN_S },
  };
}

/** Remaining time as "2 days 03:04:05" in the locale (Intl for the day count and the digits). */
export function formatRemaining(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / DAY);
  const tag = LANGUAGE_TAG[locale];
  const two = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = [Math.floor((total % DAY) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((n) => two.format(n))
    .join(':');
  if (days === 0) return clock;
  const dayText = new Intl.NumberFormat(tag, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
  return `${dayText} ${clock}`;
}
