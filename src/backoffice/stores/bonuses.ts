import type { OfferBody, OfferEdit } from '../../../contract/api/bonus';
import { fromWorker } from './session';

/** The bonuses screen's actions: offers and promo codes. */
export const loadOffers = () => fromWorker((api) => api.offers());

export const createOffer = (body: OfferBody) => fromWorker((api) => api.createOffer(body));

export const editOffer = (id: number, edit: OfferEdit) => fromWorker((api) => api.editOffer(id, edit));

export const deactivateOffer = (id: number) => fromWorker((api) => api.deactivateOffer(id));
