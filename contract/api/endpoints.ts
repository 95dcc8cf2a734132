import { BILLING_API } from './billing';
import type { Endpoint } from './endpoint';
import { GEO_API } from './geo';
import { MIRRORS_API } from './mirrors';
import { ROUTE_RULES_API } from './route-rules';
import { WALLET_API } from './wallet';

/** Every endpoint of the API, by area (each area's file defines its own). */
const GROUPS: Record<string, Record<string, Endpoint>> = {
  wallet: WALLET_API,
  billing: BILLING_API,
  mirrors: MIRRORS_API,
  geo: GEO_API,
  routeRules: ROUTE_RULES_API,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(GROUPS).flatMap((group) => Object.values(group));
