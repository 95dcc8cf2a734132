import { LANGUAGE_TAG, type Locale } from '../../../contract/locales';

/** Seconds left to pay as minutes and seconds, for the spoken name of the countdown. */
export const minutesAndSeconds = (secondsLeft: number) => ({
  minutes: Math.floor(Math.max(0, secondsLeft) / 60),
  seconds: Math.max(0, secondsLeft) % 60,
});

/** The countdown as "19:58", with the locale's digits. */
export function formatClock(secondsLeft: number, locale: Locale): string {
  const { minutes, seconds } = minutesAndSeconds(secondsLeft);
  const two = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumIntegerDigits: 2, useGrouping: false });
  return `${two.format(minutes)}:${two.format(seconds)}`;
}
