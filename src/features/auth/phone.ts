import { AsYouType, type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Spec §5: input masks for Russia +7, Kazakhstan +7 and Belarus +375. */
export const PHONE_COUNTRIES: { code: CountryCode; dial: string }[] = [
  { code: 'RU', dial: '+7' },
  { code: 'KZ', dial: '+7' },
  { code: 'BY', dial: '+375' },
];

/** Formats what the player typed as they type it, in the country's national pattern. */
export function formatPhoneInput(typed: string, country: CountryCode): string {
  const digits = typed.replace(/[^\d+]/g, '');
  return new AsYouType(country).input(digits);
}

/** The number in E.164 for the wire, or null when it is not a valid number of that country. */
export function toE164(typed: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : null;
}
