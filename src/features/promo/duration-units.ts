import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';

/**
 * Days, hours and minutes with their plural forms, from the catalogue: Intl's unit names are missing for Kazakh in
 * Chromium (it printed "6 days"), so the units are translated like any other text.
 */
const UNITS = {
  day: msg({ id: 'unit.days', message: '{count, plural, one {# day} other {# days}}' }),
  hour: msg({ id: 'unit.hours', message: '{count, plural, one {# hour} other {# hours}}' }),
  minute: msg({ id: 'unit.minutes', message: '{count, plural, one {# minute} other {# minutes}}' }),
};

export type DurationUnit = keyof typeof UNITS;

/** "2 days", "2 дня", "2 күн" in the active locale. */
export function unitText(unit: DurationUnit, count: number): string {
  const { id, message } = UNITS[unit];
  return i18n._(id, { count }, message === undefined ? {} : { message });
}
