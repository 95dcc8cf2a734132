import type { Grant } from '../../../contract/api/bonus';
import { maxBetRefusal } from '../../../contract/bonus/wagering';
import { type Currency, toMinor } from '../../../contract/money';

/**
 * The max bet a stake in `currency` must keep to now (contract/bonus/wagering.ts rule 4), as the server applies it
 * (server/bonus/service.ts `stake`): the active bonus in the stake's currency, unless its time is up (the server
 * expires it at that stake). In every game and on sports. Null: none.
 */
export function maxBetInForce(
  mine: { readonly bonuses: readonly Pick<Grant, 'status' | 'currency' | 'expires_at' | 'max_bet'>[] } | undefined,
  currency: Currency,
  now: number = Date.now(),
): string | null {
  const active = mine?.bonuses.find(
    (b) => b.status === 'active' && b.currency === currency && Date.parse(b.expires_at) > now,
  );
  return active?.max_bet ?? null;
}

/** The max bet a stake (minor units) breaks, or null when it is allowed. */
export function brokenMaxBet(stakeMinor: bigint, maxBet: string | null, currency: Currency): string | null {
  return maxBet !== null && maxBetRefusal(stakeMinor, toMinor(maxBet, currency)) ? maxBet : null;
}
