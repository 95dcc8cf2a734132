import { ROUTE_RULES_API } from '../../contract/api/route-rules';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/** Route rules (admin): a site path and where a visitor of it is sent; set (by path) and deleted. */
export function routeRuleHandlers({ http }: BackofficeContext) {
  return {
    routeRules() {
      return attempt(async () => (await call(http, ROUTE_RULES_API.operatorRules)).data.items);
    },

    putRouteRule(rule: { path: string; redirect: string }) {
      return attempt(async () => (await call(http, ROUTE_RULES_API.operatorPutRule, { body: rule })).data.items);
    },

    deleteRouteRule(path: string) {
      return attempt(
        async () => (await call(http, ROUTE_RULES_API.operatorDeleteRule, { query: { path } })).data.items,
      );
    },
  };
}
