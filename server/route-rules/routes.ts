import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseRulePath, ROUTE_RULES_API } from '../../contract/api/route-rules';
import { routeRules as routeRulesTable } from '../db/schema';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
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
    const ruleAudit = (request: FastifyRequest, action: string, path: string, after: unknown) =>
      auditWrite(requireOperator(request), {
        action,
        target: `route:${normaliseRulePath(path)}`,
        before: async (tx) =>
          (
            await tx
              .select()
              .from(routeRulesTable)
              .where(eq(routeRulesTable.path, normaliseRulePath(path)))
          )[0]?.redirectTo ?? null,
        after,
      });
    route(app, ROUTE_RULES_API.operatorPutRule, {}, async (request) => {
      const { path, redirect } = request.body;
      await rules.put(path, redirect, ruleAudit(request, 'route_rule.put', path, redirect));
      return listView(rules);
    });
    route(app, ROUTE_RULES_API.operatorDeleteRule, {}, async (request) => {
      const { path } = request.query;
      await rules.remove(path, ruleAudit(request, 'route_rule.delete', path, null));
      return listView(rules);
    });
  };
}
