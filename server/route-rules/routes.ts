import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_RULES_API } from '../../contract/api/route-rules';
import { route } from '../lib/route';
import type { RouteRules } from './service';

/** GET /api/route-rule?path=: the redirect for a site path, or null. Cacheable for a minute. */
export const routeRuleRoutes: FastifyPluginAsyncZod<{ rules: RouteRules }> = async (app, { rules }) => {
  route(app, ROUTE_RULES_API.lookup, {}, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: { redirect: await rules.lookup(request.query.path) } };
  });
};

const listView = async (rules: RouteRules) => ({
  data: { items: (await rules.list()).map((row) => ({ path: row.path, redirect: row.redirectTo })) },
});

/** Operator: list, set (upsert by path) and delete route rules. */
export function routeRuleOperatorRoutes(rules: RouteRules): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, ROUTE_RULES_API.operatorRules, {}, () => listView(rules));
    route(app, ROUTE_RULES_API.operatorPutRule, {}, async (request) => {
      await rules.put(request.body.path, request.body.redirect);
      return listView(rules);
    });
    route(app, ROUTE_RULES_API.operatorDeleteRule, {}, async (request) => {
      await rules.remove(request.query.path);
      return listView(rules);
    });
  };
}
