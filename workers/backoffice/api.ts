import { auditHandlers } from './audit';
import { createBackofficeContext } from './context';
import { geoHandlers } from './geo';
import { kycHandlers } from './kyc';
import { mirrorKeyHandlers } from './mirror-keys';
import { mirrorHandlers } from './mirrors';
import { operatorHandlers } from './operators';
import { payoutHandlers } from './payouts';
import { routeRuleHandlers } from './route-rules';
import { sessionHandlers } from './session-handlers';
import { supportHandlers } from './support';

/** The back office's worker API: each area's handlers over one shared context (nothing of the player's worker). */
export function createBackofficeApi() {
  const context = createBackofficeContext();
  return {
    ...sessionHandlers(context),
    ...kycHandlers(context),
    ...payoutHandlers(context),
    ...auditHandlers(context),
    ...operatorHandlers(context),
    ...supportHandlers(context),
    ...mirrorHandlers(context),
    ...mirrorKeyHandlers(context),
    ...geoHandlers(context),
    ...routeRuleHandlers(context),
  };
}
