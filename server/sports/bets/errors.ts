import type { Currency } from '../../../contract/money';
import { fromMinor } from '../../../contract/money';
import { HttpError, ValidationError } from '../../lib/http-error';
import { InsufficientFunds } from '../../wallet/service';

/** The refusals of the sportsbook (contract/api/sports.ts lists them). */
export const marketSuspended = (selectionId: number, reason: string) =>
  new HttpError(
    409,
    'market_suspended',
    'This market takes no bets right now',
    {},
    { selection_id: selectionId, reason },
  );

export const oddsChanged = (changes: { selection_id: number; odds: string | null }[]) =>
  new HttpError(409, 'odds_changed', 'The odds changed: check the new odds and place the bet again', {}, { changes });

export const cashOutChanged = (amount: string | null) =>
  new HttpError(409, 'cash_out_changed', 'The cash-out price changed', {}, { amount });

export const betNotOpen = () => new HttpError(409, 'bet_not_open', 'This bet is already settled or cashed out');
export const betNotFound = () => new HttpError(404, 'bet_not_found', 'No such bet');

export const stakeError = (code: string, text: string) => new ValidationError({ stake: [`${code}: ${text}`] });

export const limitText = (minor: bigint, currency: Currency) => `${fromMinor(minor, currency)} ${currency}`;

/** The wallet's refusal of a stake, as the field the player typed. */
export function asStakeError(error: Error): Error {
  return error instanceof InsufficientFunds ? stakeError('insufficient_funds', error.message) : error;
}
