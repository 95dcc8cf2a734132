import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BILLING_API } from '../../../../contract/api/billing';
import type { AnswerOf } from '../../../../contract/api/endpoint';
import { PAYOUT_ACTIONS_WITH_REASON, type PayoutAction, payoutActionsFrom } from '../../../../contract/payout-actions';
import { Button } from '../../../ui/Button';
import { actOnPayout } from '../../stores/payouts';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ReasonForm } from '../common/ReasonForm';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { PAYOUT_ACTION_LABEL, PAYOUT_STATUS_LABEL, payoutTone } from './labels';

export type OperatorPayout = AnswerOf<typeof BILLING_API.operatorPayoutAction>['data'];

/** One payout: amount, player, where it goes, and what the operator may do with it in its status. */
export function PayoutCard({
  payout,
  canAct,
  onDone,
  onFailed,
}: {
  payout: OperatorPayout;
  canAct: boolean;
  onDone: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [asking, setAsking] = useState<PayoutAction | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = canAct ? payoutActionsFrom(payout.status) : [];
  const id = payout.id;
  const done: Record<PayoutAction, string> = {
    approve: t`Payout ${id} approved.`,
    hold: t`Payout ${id} is on hold.`,
    reject: t`Payout ${id} rejected: the money is back on the player's balance.`,
    complete: t`Payout ${id} marked paid.`,
  };

  const act = async (action: PayoutAction, reason?: string) => {
    setBusy(true);
    const result = await actOnPayout(payout.id, action, reason);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setAsking(null);
    onDone(done[action]);
  };

  return (
    <li className={styles.card} aria-labelledby={`payout-${payout.id}`} data-testid="payout">
      <div className={styles.cardHead}>
        <h2 id={`payout-${payout.id}`} className={styles.cardTitle}>
          {t`Payout ${payout.id}`} · {format.money(payout.amount, payout.currency)}
        </h2>
        <span className={styles.badge} data-tone={payoutTone(payout.status)}>
          {i18n._(PAYOUT_STATUS_LABEL[payout.status])}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Player</Trans>}>{payout.user_id}</Fact>
        <Fact label={<Trans>Method</Trans>}>{payout.method === 'card' ? t`Card` : t`Crypto`}</Fact>
        <Fact label={<Trans>Destination</Trans>}>{payout.destination_full}</Fact>
        <Fact label={<Trans>Requested</Trans>}>{format.when(payout.created_at)}</Fact>
        <Fact label={<Trans>Updated</Trans>}>{format.when(payout.updated_at)}</Fact>
        {payout.hold_reason && <Fact label={<Trans>Why on hold</Trans>}>{payout.hold_reason}</Fact>}
        {payout.reject_reason && <Fact label={<Trans>Why rejected</Trans>}>{payout.reject_reason}</Fact>}
      </dl>
      {actions.length > 0 && !asking && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'approve' || action === 'complete' ? 'primary' : 'secondary'}
              busy={busy}
              onClick={() => (PAYOUT_ACTIONS_WITH_REASON.includes(action) ? setAsking(action) : void act(action))}
            >
              {i18n._(PAYOUT_ACTION_LABEL[action])}
            </Button>
          ))}
        </div>
      )}
      {asking && (
        <ReasonForm
          label={asking === 'hold' ? t`Why is it held?` : t`Why is it rejected?`}
          submitLabel={asking === 'hold' ? t`Hold the payout` : t`Reject the payout`}
          busy={busy}
          onSubmit={(reason) => void act(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </li>
  );
}
