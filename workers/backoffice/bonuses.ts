import { BONUS_API, type OfferBody, type OfferEdit } from '../../contract/api/bonus';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** Bonus offers and promo codes: list, create, edit the name, dates and limits, deactivate. */
export function bonusHandlers({ http, keys }: BackofficeContext) {
  return {
    offers() {
      return attempt(async () => (await call(http, BONUS_API.operatorOffers)).data);
    },

    /** Each create is a new offer: the key (per form content) makes a double click one offer. */
    createOffer(body: OfferBody) {
      return decide(keys, `offer:create:${JSON.stringify(body)}`, async (key) => {
        const answer = await call(http, BONUS_API.operatorCreateOffer, { body, headers: { 'Idempotency-Key': key } });
        return answer.data;
      });
    },

    editOffer(id: number, edit: OfferEdit) {
      return decide(keys, `offer:${id}:edit:${JSON.stringify(edit)}`, async (key) => {
        const answer = await call(http, BONUS_API.operatorEditOffer, {
          params: { id },
          body: edit,
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },

    deactivateOffer(id: number) {
      return decide(keys, `offer:${id}:deactivate`, async (key) => {
        const answer = await call(http, BONUS_API.operatorDeactivateOffer, {
          params: { id },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
