import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';

/**
 * Days, hours and minutes with their plural forms, from the catalogue: Intl's unit names are missing for Kazakh in
 * Chromium (it printed "6 days"), so the units are translated like any other text. The form is chosen here with
 * Intl.PluralRules and the catalogue `select`s it: Lingui's `plural` formats its number with Intl.NumberFormat, whose
 * first use on a page costs ~100 ms of main thread on a phone, a long task on `/` and `/kz` (issue 12, TBT).
 */
const UNITS = {
  day: msg({ id: 'unit.days', message: '{form, select, one {{count} day} other {{count} days}}' }),
  hour: msg({ id: 'unit.hours', message: '{form, select, one {{count} hour} other {{count} hours}}' }),
  minute: msg({ id: 'unit.minutes', message: '{form, select, one {{count} minute} other {{count} minutes}}' }),
};

export type DurationUnit = keyof typeof UNITS;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form of a count in the active locale: one, few, many, other... */
function pluralForm(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(i18n.locale);
  if (!rules) {
    rules = new Intl.PluralRules(i18n.locales ?? i18n.locale);
    pluralRules.set(i18n.locale, rules);
  }
  return rules.select(count);
}

/** "2 days", "2 дня", "2 күн" in the active locale. */
export function unitText(unit: DurationUnit, count: number): string {
  const { id, message } = UNITS[unit];
  return i18n._(id, { count, form: pluralForm(count) }, message === undefined ? {} : { message });
}
