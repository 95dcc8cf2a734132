import type { OFFER_KINDS, OfferBody, OfferEdit, OperatorOffer } from '../../../../contract/api/bonus';
import { CURRENCIES, type Currency } from '../../../../contract/money';
import { isoToLocal, localToIso } from '../common/local-time';

export type OfferKind = (typeof OFFER_KINDS)[number];

/** The new-offer form as typed: numbers and dates as the fields hold them. */
export interface OfferDraft {
  kind: OfferKind;
  code: string;
  name: string;
  publicTitle: string;
  percent: string;
  /** Per currency: the fixed bonus, or the cap of a match ('' : not offered in that currency). */
  amounts: Record<Currency, string>;
  wagerMultiplier: string;
  wagerBase: 'bonus' | 'bonus_deposit';
  lifetimeDays: string;
  maxUses: string;
  startsAt: string;
  endsAt: string;
  step: string;
  game: string;
  spins: string;
}

/** A player types these codes in (a promo) or arrives with them (registration offers). */
export const needsCode = (kind: OfferKind) => kind === 'promo' || kind === 'regdep' || kind === 'super_bonus';
/** A match of the deposit, by percentage. */
export const needsPercent = (kind: OfferKind) =>
  kind === 'deposit_match' || kind === 'regdep' || kind === 'welcome_pack';

const DAY_S = 86_400;

export const EMPTY_OFFER: OfferDraft = {
  kind: 'promo',
  code: '',
  name: '',
  publicTitle: '',
  percent: '',
  amounts: Object.fromEntries(CURRENCIES.map((currency) => [currency, ''])) as Record<Currency, string>,
  wagerMultiplier: '0',
  wagerBase: 'bonus',
  lifetimeDays: '7',
  maxUses: '',
  startsAt: '',
  endsAt: '',
  step: '',
  game: '',
  spins: '',
};

const wholeOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));
const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());
/** Days as seconds (the server keeps seconds); a fraction of a day is kept to the second. */
const secondsOf = (days: string) => Math.round(Number(days.trim().replace(',', '.')) * DAY_S);

/** The server's body: only what the kind uses, blanks as null, the amounts of the currencies filled in. */
export function offerBody(draft: OfferDraft): OfferBody {
  const amounts: Partial<Record<Currency, string>> = {};
  for (const currency of CURRENCIES) {
    const amount = draft.amounts[currency].trim().replace(',', '.');
    if (amount) amounts[currency] = amount;
  }
  return {
    kind: draft.kind,
    code: needsCode(draft.kind) ? textOrNull(draft.code) : null,
    name: draft.name.trim(),
    public_title: textOrNull(draft.publicTitle),
    percent: needsPercent(draft.kind) ? wholeOrNull(draft.percent) : null,
    step: draft.kind === 'welcome_pack' ? wholeOrNull(draft.step) : null,
    amounts,
    wager_multiplier: Number(draft.wagerMultiplier.trim() || '0'),
    wager_base: draft.wagerBase,
    lifetime_s: secondsOf(draft.lifetimeDays || '7'),
    max_uses: wholeOrNull(draft.maxUses),
    starts_at: localToIso(draft.startsAt),
    ends_at: localToIso(draft.endsAt),
    game: draft.kind === 'free_spins' ? textOrNull(draft.game) : null,
    spins: draft.kind === 'free_spins' ? wholeOrNull(draft.spins) : null,
  };
}

/** The edit form: what of an offer may change after it is made. */
export interface OfferEditDraft {
  name: string;
  publicTitle: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  lifetimeDays: string;
}

export function editDraftOf(offer: OperatorOffer): OfferEditDraft {
  return {
    name: offer.name,
    publicTitle: offer.publicTitle ?? '',
    startsAt: isoToLocal(offer.starts_at),
    endsAt: isoToLocal(offer.expires_at),
    maxUses: offer.max_uses === null ? '' : String(offer.max_uses),
    lifetimeDays: String(offer.lifetime_s / DAY_S),
  };
}

/** Only the fields that differ from the offer (an untouched form sends an empty edit, which changes nothing). */
export function offerEdit(offer: OperatorOffer, draft: OfferEditDraft): OfferEdit {
  const before = editDraftOf(offer);
  const edit: OfferEdit = {};
  if (draft.name.trim() !== before.name) edit.name = draft.name.trim();
  if (draft.publicTitle.trim() !== before.publicTitle) edit.public_title = textOrNull(draft.publicTitle);
  if (draft.startsAt !== before.startsAt) edit.starts_at = localToIso(draft.startsAt);
  if (draft.endsAt !== before.endsAt) edit.ends_at = localToIso(draft.endsAt);
  if (draft.maxUses.trim() !== before.maxUses) edit.max_uses = wholeOrNull(draft.maxUses);
  if (draft.lifetimeDays.trim() !== before.lifetimeDays) edit.lifetime_s = secondsOf(draft.lifetimeDays);
  return edit;
}
