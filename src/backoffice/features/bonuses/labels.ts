import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferKind } from './offer-draft';

/** Every kind of offer, in the form's order (the record keeps the list complete). */
export const OFFER_KIND_LABEL: Record<OfferKind, MessageDescriptor> = {
  promo: msg`Promo code (a fixed bonus)`,
  deposit_match: msg`Deposit match`,
  regdep: msg`Registration and first deposit (by code)`,
  welcome_pack: msg`Welcome pack step`,
  cash: msg`Cash reward`,
  super_bonus: msg`Super bonus (by code)`,
  free_spins: msg`Free spins`,
};

export const OFFER_KINDS = Object.keys(OFFER_KIND_LABEL) as OfferKind[];
