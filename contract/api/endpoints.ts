import { ANALYTICS_API } from './analytics';
import { ATTRIBUTION_API } from './attribution';
import { AUTH_API } from './auth';
import { BACKOFFICE_API } from './backoffice';
import { ADJUSTMENTS_API } from './backoffice-adjustments';
import { GAME_SETTINGS_API } from './backoffice-games';
import { BACKOFFICE_PAYMENTS_API } from './backoffice-payments';
import { PLAYERS_API } from './backoffice-players';
import { REPORTS_API } from './backoffice-reports';
import { BILLING_API } from './billing';
import { BONUS_API } from './bonus';
import { CRASH_API } from './crash';
import type { Endpoint } from './endpoint';
import { GAMES_API, PLAY_ENDPOINTS } from './games';
import { GEO_API } from './geo';
import { HEALTH_API } from './health';
import { HISTORY_API } from './history';
import { LEADERBOARD_API } from './leaderboard';
import { LIVE_API } from './live';
import { MIRROR_KEYS_API } from './mirror-keys';
import { MIRRORS_API } from './mirrors';
import { OUTBOX_API } from './outbox';
import { POLICIES_API } from './policies';
import { PROFILE_API } from './profile';
import { ROOMS_API } from './rooms';
import { ROUTE_RULES_API } from './route-rules';
import { SAFER_GAMBLING_API } from './safer-gambling';
import { CATALOGUE_API, SLOTS_API } from './slots';
import { SPORTS_API } from './sports';
import { STUDIO_API } from './studio';
import { SUPPORT_API } from './support';
import { TOURNAMENTS_API } from './tournaments';
import { TWO_FACTOR_API } from './two-factor';
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
  tournaments: TOURNAMENTS_API,
  wallet: WALLET_API,
  history: HISTORY_API,
  games: GAMES_API,
  sports: SPORTS_API,
  play: PLAY_ENDPOINTS,
  crash: CRASH_API,
  rooms: ROOMS_API,
  live: LIVE_API,
  billing: BILLING_API,
  mirrors: MIRRORS_API,
  mirrorKeys: MIRROR_KEYS_API,
  geo: GEO_API,
  routeRules: ROUTE_RULES_API,
  attribution: ATTRIBUTION_API,
  saferGambling: SAFER_GAMBLING_API,
  twoFactor: TWO_FACTOR_API,
  bonus: BONUS_API,
  analytics: ANALYTICS_API,
  health: HEALTH_API,
  policies: POLICIES_API,
  leaderboard: LEADERBOARD_API,
  backoffice: BACKOFFICE_API,
  backofficePlayers: PLAYERS_API,
  backofficeAdjustments: ADJUSTMENTS_API,
  backofficePayments: BACKOFFICE_PAYMENTS_API,
  backofficeGames: GAME_SETTINGS_API,
  backofficeReports: REPORTS_API,
  slots: SLOTS_API,
  slotsCatalogue: CATALOGUE_API,
  studio: STUDIO_API,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(GROUPS).flatMap((group) => Object.values(group));

/** Endpoints the client calls that another service answers (this server registers none of them). */
export const ELSEWHERE: readonly Endpoint[] = [];
