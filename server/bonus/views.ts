import type { FreeSpinCampaign, Grant, OperatorOffer, PublicOffer } from '../../contract/api/bonus';
import { CURRENCIES, type Currency, fromMinor, isCurrency } from '../../contract/money';
import type { BonusGrantRow, BonusOfferRow } from '../db/schema';

type Amounts = PublicOffer['amounts'];

/** Minor units per currency (as stored) → decimal strings (as the answer shows them). */
function amountsView(stored: Record<string, string>): Amounts {
  const out: Amounts = {};
  for (const currency of CURRENCIES) {
    const minor = stored[currency];
    if (minor !== undefined) out[currency] = fromMinor(BigInt(minor), currency);
  }
  return out;
}

export function offerView(row: BonusOfferRow): PublicOffer {
  return {
    id: row.id,
    type: row.kind as PublicOffer['type'],
    name: row.name,
    publicTitle: row.publicTitle,
    percent: row.percent,
    amounts: amountsView(row.amounts),
    wager: { multiplier: row.wagerMultiplier, base: row.wagerBase === 'bonus_deposit' ? 'bonus_deposit' : 'bonus' },
    max_bets: amountsView(row.maxBets),
    lifetime_s: row.lifetimeS,
    expires_at: row.endsAt?.toISOString() ?? null,
  };
}

export function operatorOfferView(row: BonusOfferRow): OperatorOffer {
  return {
    ...offerView(row),
    code: row.code,
    uses: row.uses,
    max_uses: row.maxUses,
    starts_at: row.startsAt?.toISOString() ?? null,
    active: row.active,
  };
}

export function grantView(row: BonusGrantRow, name: string, now: Date): Grant {
  const currency: Currency = isCurrency(row.currency) ? row.currency : 'RUB';
  const open = row.status === 'active' || row.status === 'pending';
  return {
    id: row.id,
    type: row.kind as Grant['type'],
    name,
    status: row.status as Grant['status'],
    currency,
    amount: fromMinor(row.amountMinor, currency),
    wagered: fromMinor(row.wageredMinor, currency),
    required: fromMinor(row.requiredMinor, currency),
    max_bet: row.maxBetMinor === null ? null : fromMinor(row.maxBetMinor, currency),
    expires_at: row.expiresAt.toISOString(),
    expires_in: open ? Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    created_at: row.createdAt.toISOString(),
  };
}

export function campaignView(row: BonusGrantRow, offer: BonusOfferRow): FreeSpinCampaign {
  const currency: Currency = isCurrency(row.currency) ? row.currency : 'RUB';
  return {
    id: row.id,
    name: offer.name,
    status: row.status as FreeSpinCampaign['status'],
    game: { id: offer.game ?? '' },
    expiration_at: row.expiresAt.toISOString(),
    spins_total: offer.spins ?? 0,
    spins_left: row.spinsLeft ?? 0,
    spin_value: fromMinor(row.spinValueMinor ?? 0n, currency),
    currency,
  };
}
