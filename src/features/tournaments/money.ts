import { type Currency, fromMinor, toMinor } from '../../../contract/money';

/** The prize pool: the sum of the prizes by place (wire amounts), exact. */
export const prizePool = (prizes: readonly string[], currency: Currency) =>
  fromMinor(
    prizes.reduce((sum, prize) => sum + toMinor(prize, currency), 0n),
    currency,
  );
