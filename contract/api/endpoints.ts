import type { Endpoint } from './endpoint';
import { GAMES_API, PLAY_ENDPOINTS } from './games';
import { WALLET_API } from './wallet';

/** Every endpoint of the API, by area (each area's file defines its own). */
const GROUPS: Record<string, Record<string, Endpoint>> = {
  wallet: WALLET_API,
  games: GAMES_API,
  play: PLAY_ENDPOINTS,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(GROUPS).flatMap((group) => Object.values(group));
