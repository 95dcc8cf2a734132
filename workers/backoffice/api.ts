import { adjustmentHandlers } from './adjustments';
import { auditHandlers } from './audit';
import { bonusHandlers } from './bonuses';
import { createBackofficeContext } from './context';
import { depositHandlers } from './deposits';
import { gameSettingsHandlers } from './games';
import { geoHandlers } from './geo';
import { kycHandlers } from './kyc';
import { mirrorKeyHandlers } from './mirror-keys';
import { mirrorHandlers } from './mirrors';
import { operatorHandlers } from './operators';
import { payoutHandlers } from './payouts';
import { playerHandlers } from './players';
import { reportHandlers } from './reports';
import { routeRuleHandlers } from './route-rules';
import { sessionHandlers } from './session-handlers';
import { sportsHandlers } from './sports';
import { supportHandlers } from './support';
import { tournamentHandlers } from './tournaments';

/** The back office's worker API: each area's handlers over one shared context (nothing of the player's worker). */
export function createBackofficeApi() {
  const context = createBackofficeContext();
  return {
    ...sessionHandlers(context),
    ...kycHandlers(context),
    ...payoutHandlers(context),
    ...playerHandlers(context),
    ...adjustmentHandlers(context),
    ...depositHandlers(context),
    ...auditHandlers(context),
    ...operatorHandlers(context),
    ...supportHandlers(context),
    ...gameSettingsHandlers(context),
    ...reportHandlers(context),
    ...bonusHandlers(context),
    ...tournamentHandlers(context),
    ...mirrorHandlers(context),
    ...mirrorKeyHandlers(context),
    ...geoHandlers(context),
    ...routeRuleHandlers(context),
    ...sportsHandlers(context),
  };
}
