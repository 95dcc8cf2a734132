import { accountHandlers } from './account/handlers';
import { analyticsHandlers } from './analytics/handlers';
import { autoBetHandlers } from './autobet/handlers';
import { billingHandlers } from './billing/handlers';
import { contentHandlers } from './content/handlers';
import { createContextRef } from './context';
import { crashHandlers } from './crash/handlers';
import { gamesHandlers } from './games/handlers';
import { initHandlers } from './init';
import { liveHandlers } from './live/handlers';
import { mirrorsHandlers } from './mirrors/handlers';
import { pageHandlers } from './page/handlers';
import { reachHandlers } from './reach/handlers';
import { realtimeHandlers } from './realtime/handlers';
import { roomsHandlers } from './rooms/handlers';
import { saferGamblingHandlers } from './safer-gambling/handlers';
import { slotsHandlers } from './slots/handlers';
import { sportsHandlers } from './sports/handlers';
import { supportHandlers } from './support/handlers';
import { tournamentHandlers } from './tournaments/handlers';
import { vipHandlers } from './vip/handlers';
import { walletHandlers } from './wallet/handlers';

/** The one context every handler shares, built in init (init.ts); calls made earlier wait for it. */
const context = createContextRef();

/** The worker's whole API, composed from per-feature handlers. The page sees only its type. */
export const api = {
  ...initHandlers(context),
  ...pageHandlers(context),
  ...analyticsHandlers(context),
  ...accountHandlers(context),
  ...billingHandlers(context),
  ...walletHandlers(context),
  ...supportHandlers(context),
  ...gamesHandlers(context),
  ...autoBetHandlers(context),
  ...mirrorsHandlers(context),
  ...reachHandlers(context),
  ...vipHandlers(context),
  ...tournamentHandlers(context),
  ...contentHandlers(context),
  ...saferGamblingHandlers(context),
  ...realtimeHandlers(context),
  ...crashHandlers(context),
  ...roomsHandlers(context),
  ...sportsHandlers(context),
  ...slotsHandlers(context),
  ...liveHandlers(context),
};
