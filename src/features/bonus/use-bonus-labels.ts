import { useLingui } from '@lingui/react/macro';
import type { EVENT_KINDS, Grant } from '../../../contract/api/bonus';

type EventKind = (typeof EVENT_KINDS)[number];

/** What a bonus's status and each event of its history are called on the page. */
export function useBonusLabels() {
  const { t } = useLingui();
  const status: Record<Grant['status'], string> = {
    pending: t`Waiting`,
    active: t`Active`,
    completed: t`Wagered: real money`,
    expired: t`Expired`,
    forfeited: t`Forfeited`,
    cancelled: t`Cancelled`,
    paid: t`Paid`,
    open: t`Open`,
  };
  const event: Record<EventKind, string> = {
    grant: t`Granted`,
    activate: t`Started`,
    wager: t`Wagered`,
    unwager: t`Stake returned: wagering reduced`,
    complete: t`Became real money`,
    expire: t`Expired`,
    forfeit: t`Forfeited`,
    cancel: t`Cancelled`,
    refund: t`Free spin returned`,
    forfeit_share: t`Bonus part of a payout lost: the bonus had ended`,
  };
  return { status, event };
}
