import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdjustmentRequest } from '../../../../contract/api/wallet';
import { Button } from '../../../ui/Button';
import { decideAdjustment } from '../../stores/adjustments';
import { useWho } from '../../stores/session';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ReasonForm } from '../common/ReasonForm';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { isOwnRequest } from './adjustment-rules';

/** An adjustment above the threshold: who asked, why, and approve or reject, unless it is the viewer's own. */
export function AdjustmentCard({
  request,
  onDone,
  onFailed,
}: {
  request: AdjustmentRequest;
  onDone: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const who = useWho();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const own = who ? isOwnRequest(who.actor, request) : false;
  const id = request.id;
  const amount = format.money(request.amount, request.currency);

  const act = async (decision: 'approve' | 'reject', reason?: string) => {
    setBusy(true);
    const result = await decideAdjustment(id, decision, reason);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setRejecting(false);
    onDone(decision === 'approve' ? t`Adjustment ${id} approved: ${amount} posted.` : t`Adjustment ${id} rejected.`);
  };

  return (
    <li className={styles.card} aria-labelledby={`adjustment-${id}`} data-testid="adjustment">
      <div className={styles.cardHead}>
        <h2 id={`adjustment-${id}`} className={styles.cardTitle}>
          {t`Adjustment ${id}`} · {amount}
        </h2>
        <span className={styles.badge} data-tone="wait">
          {request.account === 'cash' ? t`Real money` : t`Bonus`}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Player</Trans>}>
          <Link to="/players/$userId" params={{ userId: String(request.user_id) }}>
            {`#${request.user_id}`}
          </Link>
        </Fact>
        <Fact label={<Trans>Asked by</Trans>}>{request.requested_by}</Fact>
        <Fact label={<Trans>Asked</Trans>}>{format.when(request.requested_at)}</Fact>
        <Fact label={<Trans>Reason</Trans>}>{request.reason}</Fact>
      </dl>
      {own ? (
        <p className={styles.muted}>
          <Trans>You asked for this adjustment: a second operator approves or rejects it.</Trans>
        </p>
      ) : (
        !rejecting && (
          <div className={styles.actions}>
            <Button variant="primary" busy={busy} onClick={() => void act('approve')}>
              <Trans>Approve</Trans>
            </Button>
            <Button busy={busy} onClick={() => setRejecting(true)}>
              <Trans>Reject</Trans>
            </Button>
          </div>
        )
      )}
      {rejecting && (
        <ReasonForm
          label={t`Why is it rejected?`}
          submitLabel={t`Reject the adjustment`}
          hint={t`The operator who asked reads this`}
          busy={busy}
          onSubmit={(reason) => void act('reject', reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
