import { AUTH_API } from './auth';
import type { Endpoint } from './endpoint';
import { GAMES_API, PLAY_ENDPOINTS } from './games';
import { OUTBOX_API } from './outbox';
import { PROFILE_API } from './profile';
import { SUPPORT_API } from './support';
import { VERIFICATION_API } from './verification';
import { VIP_API } from './vip';
import { WALLET_API } from './wallet';

/** Every endpoint of the API, by area (each area's file defines its own). */
const GROUPS: Record<string, Record<string, Endpoint>> = {
  auth: AUTH_API,
  outbox: OUTBOX_API,
  profile: PROFILE_API,
  support: SUPPORT_API,
  verification: VERIFICATION_API,
  vip: VIP_API,
  wallet: WALLET_API,
  games: GAMES_API,
  play: PLAY_ENDPOINTS,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(GROUPS).flatMap((group) => Object.values(group));
