import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/**
 * Spec §7 Platform: a route-rule lookup per path returns an optional redirect. `redirect` is an absolute
 * http(s) address (the visitor leaves the site) or a site path starting with `/` (navigation within it).
 */
const SitePath = text()
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'path_invalid: A site path starting with / (no query or fragment)');

const Redirect = text()
  .max(2000)
  .refine(
    (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'redirect_invalid: A site path starting with / or an http(s) address',
  );

/** GET /api/route-rule?path=/x (public). */
export const RouteRuleQuery = z.object({ path: SitePath });
export const RouteRuleAnswer = z.object({ data: z.object({ redirect: text().nullable() }) });
export type RouteRuleAnswer = z.infer<typeof RouteRuleAnswer>;

/** Operator: PUT /operator/route-rules {path, redirect}; DELETE /operator/route-rules?path=; GET lists them. */
export const RouteRuleBody = z.object({ path: SitePath, redirect: Redirect });
export const RouteRulePathQuery = z.object({ path: SitePath });
export const RouteRulesAnswer = z.object({
  data: z.object({ items: z.array(z.object({ path: text(), redirect: text() })) }),
});
export type RouteRulesAnswer = z.infer<typeof RouteRulesAnswer>;

/** Drops a trailing slash (but keeps `/`), so `/promo/` and `/promo` are one rule. */
export function normaliseRulePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The route-rule lookup (spec §7 Platform) and the operator's rules. */
export const ROUTE_RULES_API = {
  lookup: endpoint({ method: 'GET', path: '/api/route-rule', query: RouteRuleQuery, answer: RouteRuleAnswer }),
  operatorRules: endpoint({
    method: 'GET',
    path: '/operator/route-rules',
    operatorRoles: [],
    answer: RouteRulesAnswer,
  }),
  operatorPutRule: endpoint({
    method: 'PUT',
    path: '/operator/route-rules',
    operatorRoles: [],
    body: RouteRuleBody,
    answer: RouteRulesAnswer,
    resend: 'natural',
  }),
  operatorDeleteRule: endpoint({
    method: 'DELETE',
    path: '/operator/route-rules',
    operatorRoles: [],
    query: RouteRulePathQuery,
    answer: RouteRulesAnswer,
    resend: 'natural',
  }),
};
