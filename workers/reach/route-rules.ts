import { ROUTE_RULES_API } from '../../contract/api/route-rules';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** How long a looked-up path (with or without a redirect) is reused: the server lets it be cached a minute too. */
export const ROUTE_RULE_TTL_MS = 60_000;

/**
 * Spec §7 Platform: the route-rule lookup per path, cached per path and shared while in flight. A failed lookup
 * answers null (no redirect) and is not cached, so the next navigation asks again.
 */
export function createRouteRules(deps: { http: HttpClient; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; redirect: Promise<string | null> }>();

  return {
    lookup(path: string): Promise<string | null> {
      const hit = cache.get(path);
      if (hit && now() - hit.at < ROUTE_RULE_TTL_MS) return hit.redirect;
      const redirect = call(deps.http, ROUTE_RULES_API.lookup, { query: { path } })
        .then((answer) => answer.data.redirect)
        .catch(() => {
          cache.delete(path);
          return null;
        });
      cache.set(path, { at: now(), redirect });
      return redirect;
    },
  };
}
