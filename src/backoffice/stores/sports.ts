import type { LimitsBody, MarginBody, MarketLimitsBody, ResultBody } from '../../../contract/api/sports';
import type { Currency } from '../../../contract/money';
import { fromWorker } from './session';

/** The sportsbook screen's actions. */
export const loadSportsSettings = () => fromWorker((api) => api.sportsSettings());

export const setSportsMargin = (body: MarginBody) => fromWorker((api) => api.setSportsMargin(body));

export const setSportsLimits = (body: LimitsBody) => fromWorker((api) => api.setSportsLimits(body));

export const setMarketLimits = (marketId: number, body: MarketLimitsBody) =>
  fromWorker((api) => api.setMarketLimits(marketId, body));

export const clearMarketLimits = (marketId: number, currency: Currency) =>
  fromWorker((api) => api.clearMarketLimits(marketId, currency));

export const loadSportsEvent = (id: number) => fromWorker((api) => api.sportsEvent(id));

export const correctSportsResult = (id: number, body: ResultBody) =>
  fromWorker((api) => api.correctSportsResult(id, body));
