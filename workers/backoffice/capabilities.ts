import { BACKOFFICE_API } from '../../contract/api/backoffice';
import { ADJUSTMENTS_API } from '../../contract/api/backoffice-adjustments';
import { GAME_SETTINGS_API } from '../../contract/api/backoffice-games';
import { BACKOFFICE_PAYMENTS_API } from '../../contract/api/backoffice-payments';
import { PLAYERS_API } from '../../contract/api/backoffice-players';
import { REPORTS_API } from '../../contract/api/backoffice-reports';
import { BILLING_API } from '../../contract/api/billing';
import { BONUS_API } from '../../contract/api/bonus';
import type { Endpoint } from '../../contract/api/endpoint';
import { GEO_API } from '../../contract/api/geo';
import { MIRROR_KEYS_API } from '../../contract/api/mirror-keys';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { ROUTE_RULES_API } from '../../contract/api/route-rules';
import { SPORTS_API } from '../../contract/api/sports';
import { SUPPORT_API } from '../../contract/api/support';
import { TOURNAMENTS_API } from '../../contract/api/tournaments';
import { VERIFICATION_API } from '../../contract/api/verification';
import { WALLET_API } from '../../contract/api/wallet';
import { type OperatorRole, roleAllows } from '../../contract/backoffice/roles';

/**
 * What a screen of the back office may show, each named after the endpoint that decides it: the roles stay written
 * once, in the contract (`operatorRoles`), and the page (which never loads the contract's schemas) gets the list.
 */
const CAPABILITIES = {
  verifications: VERIFICATION_API.operatorList,
  decideVerification: VERIFICATION_API.operatorDecision,
  payouts: BILLING_API.operatorPayouts,
  decidePayout: BILLING_API.operatorPayoutAction,
  audit: BACKOFFICE_API.audit,
  operators: BACKOFFICE_API.operators,
  manageOperators: BACKOFFICE_API.updateOperator,
  players: PLAYERS_API.search,
  addPlayerNote: PLAYERS_API.addNote,
  adjust: WALLET_API.operatorAdjust,
  decideAdjustment: ADJUSTMENTS_API.approve,
  deposits: BACKOFFICE_PAYMENTS_API.deposits,
  refundDeposit: BACKOFFICE_PAYMENTS_API.refund,
  support: SUPPORT_API.operatorConversations,
  answerSupport: SUPPORT_API.operatorAnswer,
  games: GAME_SETTINGS_API.list,
  changeGames: GAME_SETTINGS_API.update,
  reports: REPORTS_API.summary,
  bonuses: BONUS_API.operatorOffers,
  manageBonuses: BONUS_API.operatorCreateOffer,
  tournaments: TOURNAMENTS_API.operatorList,
  manageTournaments: TOURNAMENTS_API.operatorCreate,
  mirrors: MIRRORS_API.operatorMirrors,
  mirrorKeys: MIRROR_KEYS_API.operatorKeys,
  geo: GEO_API.operatorBlockedCountries,
  routeRules: ROUTE_RULES_API.operatorRules,
  sportsEvents: SPORTS_API.operatorEvent,
  sportsSettings: SPORTS_API.operatorSettings,
  changeSports: SPORTS_API.operatorMargin,
  setMarketLimits: SPORTS_API.operatorMarketLimits,
  correctSportsResult: SPORTS_API.operatorResult,
} satisfies Record<string, Endpoint>;

export type Capability = keyof typeof CAPABILITIES;

/** The capabilities of an operator with `role`. */
export function capabilitiesOf(role: OperatorRole): Capability[] {
  return (Object.keys(CAPABILITIES) as Capability[]).filter((capability) =>
    roleAllows(role, CAPABILITIES[capability].operatorRoles),
  );
}
