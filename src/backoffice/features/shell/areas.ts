import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Capability } from '../../../../workers/backoffice/capabilities';

/**
 * The back office's areas, in the navigation's order: each shown to the roles its list's endpoint allows (the
 * worker's capabilities). A new area (players, games, reports) is one more entry here and its route. An area's
 * address never starts like an API path (tests/repo/api-paths.test.ts): the mirrors are at /domains, not /mirrors.
 */
export const AREAS = [
  { to: '/verifications', needs: 'verifications', label: msg`Verification` },
  { to: '/players', needs: 'players', label: msg`Players` },
  { to: '/payouts', needs: 'payouts', label: msg`Payouts` },
  { to: '/adjustments', needs: 'decideAdjustment', label: msg`Adjustments` },
  { to: '/deposits', needs: 'deposits', label: msg`Deposits` },
  { to: '/support', needs: 'support', label: msg`Support inbox` },
  { to: '/games', needs: 'games', label: msg`Games` },
  { to: '/sportsbook', needs: 'sportsEvents', label: msg`Sportsbook` },
  { to: '/reports', needs: 'reports', label: msg`Reports` },
  { to: '/bonuses', needs: 'bonuses', label: msg`Bonuses` },
  { to: '/tournaments', needs: 'tournaments', label: msg`Tournaments` },
  { to: '/audit', needs: 'audit', label: msg`Audit log` },
  { to: '/operators', needs: 'operators', label: msg`Operators` },
  { to: '/domains', needs: 'mirrors', label: msg`Mirrors` },
  { to: '/geo', needs: 'geo', label: msg`Geo blocks` },
  { to: '/route-rules', needs: 'routeRules', label: msg`Route rules` },
] as const satisfies readonly { to: string; needs: Capability; label: MessageDescriptor }[];

export type Area = (typeof AREAS)[number];

/** The areas an operator who may do `may` sees. */
export function areasFor(may: readonly Capability[]): Area[] {
  return AREAS.filter((area) => may.includes(area.needs));
}
