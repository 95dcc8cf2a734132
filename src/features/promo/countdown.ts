import { DAY } from '../../lib/cookies';
import type { CookieWrite } from '../attribution/rules';
import { unitText } from './duration-units';

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

/** Whole days, hours, minutes and seconds in a non-negative number of milliseconds. */
function partsOf(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Remaining time as "2 days 03:04:05": the day count from the catalogue, the clock in Latin digits, which ru, en and
 * kz all write. No Intl.NumberFormat: a page's first one costs ~100 ms of main thread on a phone (issue 12, TBT).
 */
export function formatRemaining(ms: number): string {
  const { days, hours, minutes, seconds } = partsOf(ms);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days === 0 ? clock : `${unitText('day', days)} ${clock}`;
}

/** Remaining time in words for screen readers: from the largest unit that is not zero down to minutes. */
export function spokenRemaining(ms: number): string {
  const { days, hours, minutes } = partsOf(ms);
  const parts: string[] = [];
  if (days > 0) parts.push(unitText('day', days));
  if (days > 0 || hours > 0) parts.push(unitText('hour', hours));
  parts.push(unitText('minute', minutes));
  return parts.join(' ');
}
