import {
  type LimitsBody,
  type MarginBody,
  type MarketLimitsBody,
  type ResultBody,
  SPORTS_API,
} from '../../contract/api/sports';
import type { Currency } from '../../contract/money';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/**
 * The sportsbook's settings (margins, stake limits per currency), one event with its markets, one market's own
 * limits set or cleared, and a result correction (a match's score, an outright's placings, or abandoned). Every write here sets a value, so a resend leaves it as it is: no Idempotency-Key.
 */
export function sportsHandlers({ http }: BackofficeContext) {
  return {
    sportsSettings() {
      return attempt(async () => (await call(http, SPORTS_API.operatorSettings)).data);
    },

    setSportsMargin(body: MarginBody) {
      return attempt(async () => (await call(http, SPORTS_API.operatorMargin, { body })).data);
    },

    setSportsLimits(body: LimitsBody) {
      return attempt(async () => (await call(http, SPORTS_API.operatorLimits, { body })).data);
    },

    /** One market's own limits in a currency (they replace its kind's); answers the market's limits now. */
    setMarketLimits(marketId: number, body: MarketLimitsBody) {
      return attempt(
        async () => (await call(http, SPORTS_API.operatorMarketLimits, { params: { id: marketId }, body })).data,
      );
    },

    /** The market's own limits in `currency` removed: its kind's apply again. */
    clearMarketLimits(marketId: number, currency: Currency) {
      return attempt(
        async () =>
          (await call(http, SPORTS_API.operatorDeleteMarketLimits, { params: { id: marketId }, query: { currency } }))
            .data,
      );
    },

    sportsEvent(id: number) {
      return attempt(async () => (await call(http, SPORTS_API.operatorEvent, { params: { id } })).data);
    },

    correctSportsResult(id: number, body: ResultBody) {
      return attempt(async () => (await call(http, SPORTS_API.operatorResult, { params: { id }, body })).data);
    },
  };
}
