import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { isDecidable, VERIFICATION_STATUSES, type VerificationStatus } from '../../../../contract/verification';
import { Button } from '../../../ui/Button';
import { loadVerifications } from '../../stores/kyc';
import { may, useWho } from '../../stores/session';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { VERIFICATION_STATUS_LABEL } from './status-label';
import { type Verification, VerificationCard } from './VerificationCard';

/** The verification queue (the oldest first), filtered by status; pending by default. */
export function VerificationQueue({
  status,
  onStatus,
}: {
  status: VerificationStatus | undefined;
  onStatus: (status: VerificationStatus | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const [items, setItems] = useState<Verification[] | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadVerifications(status);
    if (result.ok) setItems(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [status, i18n]);
  useEffect(() => void reload(), [reload]);

  return (
    <section className={styles.screen} aria-labelledby="kyc-title">
      <div className={styles.heading}>
        <h1 id="kyc-title" className={styles.title}>
          <Trans>Verification</Trans>
        </h1>
        <Button variant="ghost" onClick={() => void reload()}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <div className={styles.filters}>
        <label className={styles.field}>
          <Trans>Status</Trans>
          <select
            className={styles.input}
            value={status ?? ''}
            onChange={(event) => onStatus((event.target.value || undefined) as VerificationStatus | undefined)}
          >
            <option value="">{t`All`}</option>
            {VERIFICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {`${i18n._(VERIFICATION_STATUS_LABEL[value])} (${value})`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Outcome outcome={outcome} />
      {items?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No verifications here. New documents appear when players send them.</Trans>
        </p>
      )}
      {items && items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <VerificationCard
              key={item.user_id}
              item={item}
              canDecide={may(who, 'decideVerification') && isDecidable(item.status)}
              onDecided={(line) => {
                setOutcome({ kind: 'ok', lines: [line] });
                void reload();
              }}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
