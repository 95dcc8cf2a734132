import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api/paths';
import {
  RouteRuleAnswer,
  RouteRuleBody,
  RouteRulePathQuery,
  RouteRuleQuery,
  RouteRulesAnswer,
} from '../../contract/api/route-rules';
import type { RouteRules } from './service';

/** GET /api/route-rule?path=: the redirect for a site path, or null. Cacheable for a minute. */
export const routeRuleRoutes: FastifyPluginAsyncZod<{ rules: RouteRules }> = async (app, { rules }) => {
  app.get(
    API.routeRule,
    { schema: { querystring: RouteRuleQuery, response: { 200: RouteRuleAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: { redirect: await rules.lookup(request.query.path) } };
    },
  );
};

const listView = async (rules: RouteRules) => ({
  data: { items: (await rules.list()).map((row) => ({ path: row.path, redirect: row.redirectTo })) },
});

/** Operator: list, set (upsert by path) and delete route rules. */
export function routeRuleOperatorRoutes(rules: RouteRules): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.operatorRouteRules, { schema: { response: { 200: RouteRulesAnswer } } }, () => listView(rules));
    app.put(
      API.operatorRouteRules,
      { schema: { body: RouteRuleBody, response: { 200: RouteRulesAnswer } } },
      async (request) => {
        await rules.put(request.body.path, request.body.redirect);
        return listView(rules);
      },
    );
    app.delete(
      API.operatorRouteRules,
      { schema: { querystring: RouteRulePathQuery, response: { 200: RouteRulesAnswer } } },
      async (request) => {
        await rules.remove(request.query.path);
        return listView(rules);
      },
    );
  };
}
