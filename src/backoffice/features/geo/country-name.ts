import { LANGUAGE_TAG, type Locale } from '../../../../contract/locales';

/** A country's name in the operator's language (Intl), or its code when Intl does not know it. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
