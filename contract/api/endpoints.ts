import { BILLING_API } from './billing';
import type { Endpoint } from './endpoint';
import { WALLET_API } from './wallet';

/** Every endpoint of the API, by area (each area's file defines its own). */
const GROUPS: Record<string, Record<string, Endpoint>> = {
  wallet: WALLET_API,
  billing: BILLING_API,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(GROUPS).flatMap((group) => Object.values(group));
