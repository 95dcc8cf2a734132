import { z } from 'zod';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { WireAmount } from './wallet';

/**
 * Bonuses (spec §1, §3, §7; issue 15). The rules of wagering are contract/bonus/wagering.ts. Amounts are decimal
 * strings of the currency; `amounts` maps a currency to an amount (the fixed bonus, or the cap of a match).
 */
export const OFFER_KINDS = [
  'deposit_match',
  'regdep',
  'welcome_pack',
  'promo',
  'cash',
  'super_bonus',
  'free_spins',
] as const;
/** `open`: a free-spins campaign with spins to play. */
export const GRANT_STATUSES = [
  'pending',
  'active',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
  'paid',
  'open',
] as const;
/**
 * `refund`: a provider rolled back a free spin's bet, and the spin went back to its campaign. `unwager`: a stake that
 * counted was given back (a void sports bet, a rolled-back slot bet): its step is taken off the wagering.
 * `forfeit_share`: a later win or refund of a stake placed with this bonus's money came after the bonus ended: its
 * bonus share was not paid (contract/bonus/wagering.ts rule 8).
 */
export const EVENT_KINDS = [
  'grant',
  'activate',
  'wager',
  'unwager',
  'complete',
  'expire',
  'forfeit',
  'cancel',
  'refund',
  'forfeit_share',
] as const;

const Amounts = z.partialRecord(z.enum(CURRENCIES), WireAmount);

/** What a guest or player may know of an offer. */
export const PublicOffer = z.object({
  id: z.number().int(),
  type: z.enum(OFFER_KINDS),
  name: text(),
  publicTitle: text().nullable(),
  /** The match percentage (deposit match, regdep, welcome-pack step), else null. */
  percent: z.number().int().nullable(),
  amounts: Amounts,
  /** Wagering: the multiple and what it multiplies. */
  wager: z.object({ multiplier: z.number().int(), base: z.enum(['bonus', 'bonus_deposit']) }),
  max_bets: Amounts,
  /** How long a granted bonus can be wagered, in seconds. */
  lifetime_s: z.number().int(),
  /** When the offer itself ends (null: no end). */
  expires_at: text().nullable(),
});
export type PublicOffer = z.infer<typeof PublicOffer>;

/** GET /bonus-system/bonus/{promo}: the promo's offer (404 unknown; 422 ended, used up, not in `currency`). */
export const PromoAnswer = z.object({ data: PublicOffer });

/** GET /bonus-system/bonus-activation/waiting-reg-and-dep: the regdep bonus waiting for the player's deposit. */
export const WaitingRegDepAnswer = z.object({
  data: z.object({ name: text(), expires_in: z.number().int() }).nullable(),
});

/** GET /api/v3/welcome-pack/get-welcome-packs-guest: the welcome pack, one step per deposit. */
export const WelcomePackAnswer = z.object({
  data: z.object({
    publicTitle: text().nullable(),
    steps: z.array(PublicOffer.extend({ step: z.number().int() })),
  }),
});
export type WelcomePackAnswer = z.infer<typeof WelcomePackAnswer>;

/** A bonus of the player, with its wagering. */
export const Grant = z.object({
  id: z.number().int(),
  type: z.enum(OFFER_KINDS),
  name: text(),
  status: z.enum(GRANT_STATUSES),
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  wagered: WireAmount,
  required: WireAmount,
  max_bet: WireAmount.nullable(),
  expires_at: text(),
  /** Seconds left while pending or active, else 0. */
  expires_in: z.number().int(),
  created_at: text(),
});
export type Grant = z.infer<typeof Grant>;

/** A row of the player's bonus history: what happened to which bonus, when (an expiry at the bonus's own end). */
export const GrantEvent = z.object({
  id: z.number().int(),
  grant_id: z.number().int(),
  /** The bonus's name and currency, so each row reads on its own. */
  name: text(),
  currency: z.enum(CURRENCIES),
  kind: z.enum(EVENT_KINDS),
  /** Granted, wagered (the step, at the game's weight), converted, expired or forfeited; 0 when nothing moved. */
  amount: WireAmount,
  reference: text().nullable(),
  created_at: text(),
});

/** GET /bonus-system/bonuses: the player's bonuses (newest first) and what happened to them. */
export const BonusesAnswer = z.object({
  data: z.object({ bonuses: z.array(Grant), events: z.array(GrantEvent) }),
});
export type BonusesAnswer = z.infer<typeof BonusesAnswer>;

const PromoParams = z.object({
  promo: text()
    .trim()
    .min(1, errorMessage('promo_required', 'Enter a promo code'))
    .max(64, errorMessage('promo_invalid', 'This is not a promo code')),
});

/** A granted bonus's lifetime: from 5 s (a short-lived reward; the e2e tests let one expire) to a year. */
const Lifetime = z
  .number()
  .int()
  .min(5)
  .max(365 * 86400);

/** The operator's offer: everything configurable. */
export const OfferBody = z.strictObject({
  kind: z.enum(OFFER_KINDS),
  code: text().trim().min(1).max(64).nullable().default(null),
  name: text().trim().min(1).max(200),
  public_title: text().trim().max(200).nullable().default(null),
  step: z.number().int().min(1).max(50).nullable().default(null),
  percent: z.number().int().min(1).max(1000).nullable().default(null),
  amounts: Amounts.default({}),
  wager_multiplier: z.number().int().min(0).max(200).default(0),
  wager_base: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  max_bets: Amounts.default({}),
  lifetime_s: Lifetime.default(7 * 86400),
  max_uses: z.number().int().min(1).nullable().default(null),
  starts_at: text().datetime().nullable().default(null),
  ends_at: text().datetime().nullable().default(null),
  active: z.boolean().default(true),
  /** Free spins: the game they are played in and how many (`amounts`: the value of one spin). */
  game: text().trim().min(1).max(64).nullable().default(null),
  spins: z.number().int().min(1).max(1000).nullable().default(null),
});
export type OfferBody = z.input<typeof OfferBody>;

/** The operator's edit of an offer: its name, dates and limits (absent: unchanged; null clears a date or limit). */
export const OfferEdit = z.strictObject({
  name: OfferBody.shape.name.optional(),
  public_title: text().trim().max(200).nullable().optional(),
  starts_at: text().datetime().nullable().optional(),
  ends_at: text().datetime().nullable().optional(),
  max_uses: z.number().int().min(1).nullable().optional(),
  max_bets: Amounts.optional(),
  lifetime_s: Lifetime.optional(),
});
export type OfferEdit = z.input<typeof OfferEdit>;

/** An offer as the operator sees it: the public view, its code, uses, limits, dates and whether it is on. */
export const OperatorOffer = PublicOffer.extend({
  code: text().nullable(),
  uses: z.number().int(),
  max_uses: z.number().int().nullable(),
  starts_at: text().nullable(),
  active: z.boolean(),
});
export type OperatorOffer = z.infer<typeof OperatorOffer>;

const OfferParams = z.object({ id: z.coerce.number().int().positive() });

/** Spec §3 Free spin: `game.id`, `expiration_at`; and its spins and their value. */
export const FreeSpinCampaign = z.object({
  id: z.number().int(),
  name: text(),
  status: z.enum(GRANT_STATUSES),
  game: z.object({ id: text() }),
  expiration_at: text(),
  spins_total: z.number().int(),
  spins_left: z.number().int(),
  spin_value: WireAmount,
  currency: z.enum(CURRENCIES),
});
export type FreeSpinCampaign = z.infer<typeof FreeSpinCampaign>;

const CampaignParams = z.object({ id: z.coerce.number().int().positive() });

export const BONUS_API = {
  promo: endpoint({
    method: 'GET',
    path: '/bonus-system/bonus/:promo',
    params: PromoParams,
    query: z.object({ currency: z.enum(CURRENCIES).optional() }),
    answer: PromoAnswer,
  }),
  waitingRegDep: endpoint({
    method: 'GET',
    path: '/bonus-system/bonus-activation/waiting-reg-and-dep',
    answer: WaitingRegDepAnswer,
  }),
  welcomePacksGuest: endpoint({
    method: 'GET',
    path: '/api/v3/welcome-pack/get-welcome-packs-guest',
    answer: WelcomePackAnswer,
  }),
  /** Activates a promo code for the signed-in player: once each (a second time is 422 promo_used). */
  activatePromo: endpoint({
    method: 'POST',
    path: '/bonus-system/bonus-activation/:promo',
    params: PromoParams,
    answer: z.object({ data: Grant }),
    resend: 'natural',
  }),
  bonuses: endpoint({
    method: 'GET',
    path: '/bonus-system/bonuses',
    answer: BonusesAnswer,
  }),
  freeSpins: endpoint({
    method: 'GET',
    path: '/profile/freeSpins',
    answer: z.object({ data: z.array(FreeSpinCampaign) }),
  }),
  freeSpinsCampaign: endpoint({
    method: 'GET',
    path: '/api/freeSpinsCampaigns/:id',
    params: CampaignParams,
    answer: z.object({ data: FreeSpinCampaign }),
  }),
  /** Cancels an open campaign (404 when the player has no open campaign of that id). */
  cancelFreeSpins: endpoint({
    method: 'PUT',
    path: '/api/v2/freeSpinsCampaigns/cancel/:id',
    params: CampaignParams,
    answer: z.object({ data: FreeSpinCampaign }),
    resend: 'natural',
  }),
  operatorOffers: endpoint({
    method: 'GET',
    path: '/operator/bonus/offers',
    operatorRoles: ['support', 'payments'],
    answer: z.object({ data: z.array(OperatorOffer) }),
  }),
  operatorCreateOffer: endpoint({
    method: 'POST',
    path: '/operator/bonus/offers',
    operatorRoles: [],
    body: OfferBody,
    answer: z.object({ data: PublicOffer }),
    resend: 'new-each-time',
  }),
  /** Edits an offer's name, dates and limits; the same edit again changes nothing (and is not audited twice). */
  operatorEditOffer: endpoint({
    method: 'PATCH',
    path: '/operator/bonus/offers/:id',
    operatorRoles: [],
    params: OfferParams,
    body: OfferEdit,
    answer: z.object({ data: OperatorOffer }),
    resend: 'natural',
  }),
  /** Switches an offer (a promo code) off: no new grants; bonuses already granted keep running. Once. */
  operatorDeactivateOffer: endpoint({
    method: 'POST',
    path: '/operator/bonus/offers/:id/deactivate',
    operatorRoles: [],
    params: OfferParams,
    answer: z.object({ data: OperatorOffer }),
    resend: 'natural',
  }),
  /** Grants an offer to a player (a cash reward, a bonus by hand): once per (player, offer, source). */
  operatorGrant: endpoint({
    method: 'POST',
    path: '/operator/bonus/grants',
    operatorRoles: [],
    body: z.strictObject({
      user_id: z.number().int().positive(),
      offer_id: z.number().int().positive(),
      source: text().trim().min(1).max(100),
    }),
    answer: z.object({ data: Grant.nullable() }),
    resend: 'natural',
  }),
};
