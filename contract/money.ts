/**
 * Money is an integer number of minor units per currency, never a float.
 * On the wire it is a decimal string ("1234.50"); inside, a bigint of minor units.
 */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'RUB';

/** Digits after the decimal point (ISO 4217) for each currency we hold. */
const MINOR_DIGITS: Record<Currency, number> = { RUB: 2, USD: 2, KZT: 2, INR: 2, EUR: 2 };

/** Digits after the decimal point of a currency's amounts (its minor units per major unit: 10 ** digits). */
export const minorDigits = (currency: Currency): number => MINOR_DIGITS[currency];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a decimal string into minor units; throws on a malformed value or too many decimals. */
export function toMinor(amount: string, currency: Currency): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = MINOR_DIGITS[currency];
  if (fraction.length > digits) throw new RangeError(`Too many decimals for ${currency}: ${amount}`);
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return sign ? -minor : minor;
}

/** Formats minor units as the wire's decimal string, e.g. 12345n RUB -> "123.45". */
export function fromMinor(minor: bigint, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/**
 * The one rule for amounts the spec gives in RUB only (bet limits, payout minimums, room entries, case prices and
 * item values): RUB and INR 1:1, KZT ×5, USD and EUR ÷100. An amount that does not divide into whole minor units of
 * the target is a configuration error, never silently truncated.
 */
export function scaleFromRub(rub: bigint, currency: Currency): bigint {
  switch (currency) {
    case 'RUB':
    case 'INR':
      return rub;
    case 'KZT':
      return rub * 5n;
    case 'USD':
    case 'EUR':
      if (rub % 100n !== 0n)
        throw new RangeError(`RUB ${rub} minor units do not scale to whole ${currency} minor units`);
      return rub / 100n;
  }
}
