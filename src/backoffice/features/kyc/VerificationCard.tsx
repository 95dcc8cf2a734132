import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorVerificationList } from '../../../../contract/api/account';
import { Button } from '../../../ui/Button';
import { decideVerification } from '../../stores/kyc';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ReasonForm } from '../common/ReasonForm';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { DocumentView } from './DocumentView';
import kyc from './Kyc.module.css';
import { VERIFICATION_STATUS_LABEL, verificationTone } from './status-label';

export type Verification = OperatorVerificationList['data'][number];

/** One player's verification: status, documents, and approve or reject with a reason when it waits on a decision. */
export function VerificationCard({
  item,
  canDecide,
  onDecided,
  onFailed,
}: {
  item: Verification;
  canDecide: boolean;
  onDecided: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const player = item.user_id;

  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    setBusy(true);
    const result = await decideVerification(player, decision, reason);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setRejecting(false);
    onDecided(decision === 'approve' ? t`Player ${player} is verified.` : t`Player ${player} was rejected.`);
  };

  return (
    <li className={styles.card} aria-labelledby={`verification-${player}`} data-testid="verification">
      <div className={styles.cardHead}>
        <h2 id={`verification-${player}`} className={styles.cardTitle}>
          {t`Player ${player}`}
        </h2>
        <span className={styles.badge} data-tone={verificationTone(item.status)}>
          {i18n._(VERIFICATION_STATUS_LABEL[item.status])}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Updated</Trans>}>{format.when(item.updated_at)}</Fact>
        {item.reason && <Fact label={<Trans>Reason given</Trans>}>{item.reason}</Fact>}
      </dl>
      {item.documents.length > 0 ? (
        <div className={kyc.documents}>
          {item.documents.map((document) => (
            <DocumentView
              key={document.id}
              id={document.id}
              label={
                document.kind === 'selfie' ? t`Selfie of player ${player}` : t`Identity document of player ${player}`
              }
              showLabel={
                document.kind === 'selfie'
                  ? t`Show the selfie of player ${player}`
                  : t`Show the identity document of player ${player}`
              }
            />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>
          <Trans>No documents uploaded yet.</Trans>
        </p>
      )}
      {canDecide && !rejecting && (
        <div className={styles.actions}>
          <Button variant="primary" busy={busy} onClick={() => void decide('approve')}>
            {t`Approve`}
          </Button>
          <Button disabled={busy} onClick={() => setRejecting(true)}>
            {t`Reject`}
          </Button>
        </div>
      )}
      {rejecting && (
        <ReasonForm
          label={t`Why is it rejected?`}
          submitLabel={t`Reject verification`}
          busy={busy}
          onSubmit={(reason) => void decide('reject', reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
