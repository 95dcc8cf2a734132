import { type LimitsBody, type MarginBody, type ResultBody, SPORTS_API } from '../../contract/api/sports';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/**
 * The sportsbook's settings (margins, stake limits per currency), one event with its markets, and a result
 * correction. Every write here sets a value, so a resend leaves it as it is: no Idempotency-Key.
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

    sportsEvent(id: number) {
      return attempt(async () => (await call(http, SPORTS_API.operatorEvent, { params: { id } })).data);
    },

    correctSportsResult(id: number, body: ResultBody) {
      return attempt(async () => (await call(http, SPORTS_API.operatorResult, { params: { id }, body })).data);
    },
  };
}
