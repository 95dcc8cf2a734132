import { describe, expect, it } from 'vitest';
import type { OperatorOffer } from '../../../../contract/api/bonus';
import { isoToLocal } from '../common/local-time';
import { EMPTY_OFFER, editDraftOf, offerBody, offerEdit } from './offer-draft';

const OFFER: OperatorOffer = {
  id: 7,
  type: 'promo',
  name: 'Autumn',
  publicTitle: null,
  percent: null,
  amounts: { RUB: '100.00' },
  wager: { multiplier: 5, base: 'bonus' },
  max_bets: {},
  lifetime_s: 7 * 86_400,
  expires_at: '2026-12-31T21:00:00.000Z',
  code: 'AUTUMN',
  uses: 3,
  max_uses: null,
  starts_at: null,
  active: true,
};

describe('the new-offer form', () => {
  it('sends a promo code with its amounts, blanks as null, days as seconds', () => {
    const body = offerBody({
      ...EMPTY_OFFER,
      code: ' WINTER26 ',
      name: ' Winter ',
      percent: '50',
      amounts: { ...EMPTY_OFFER.amounts, RUB: '150,50', KZT: ' ' },
      wagerMultiplier: '10',
      lifetimeDays: '1.5',
      maxUses: '100',
    });
    expect(body).toMatchObject({
      kind: 'promo',
      code: 'WINTER26',
      name: 'Winter',
      percent: null, // a promo is a fixed amount, not a match
      amounts: { RUB: '150.50' },
      wager_multiplier: 10,
      lifetime_s: 129_600,
      max_uses: 100,
      starts_at: null,
      ends_at: null,
      game: null,
    });
  });

  it('keeps the percentage of a match and drops a code it does not use', () => {
    const body = offerBody({ ...EMPTY_OFFER, kind: 'deposit_match', code: 'IGNORED', name: 'Match', percent: '100' });
    expect(body.code).toBeNull();
    expect(body.percent).toBe(100);
  });
});

describe('the offer’s edit', () => {
  it('sends nothing for an untouched form, and only what changed otherwise', () => {
    const draft = editDraftOf(OFFER);
    expect(draft.endsAt).toBe(isoToLocal(OFFER.expires_at));
    expect(offerEdit(OFFER, draft)).toEqual({});
    expect(offerEdit(OFFER, { ...draft, name: 'Autumn 2', maxUses: '50', endsAt: '' })).toEqual({
      name: 'Autumn 2',
      max_uses: 50,
      ends_at: null,
    });
  });

  it('reads a local time back as the same instant', () => {
    const draft = editDraftOf({ ...OFFER, expires_at: '2026-12-31T21:00:00.000Z' });
    const edit = offerEdit(OFFER, { ...draft, endsAt: draft.endsAt.replace(/:00$/, ':30') });
    expect(edit.ends_at).toBe('2026-12-31T21:30:00.000Z');
  });
});
