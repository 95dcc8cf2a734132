import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { PayoutStatus } from '../../../../contract/api/billing';
import { Button } from '../../../ui/Button';
import { loadPayouts } from '../../stores/payouts';
import { may, useWho } from '../../stores/session';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { PAYOUT_STATUS_LABEL, PAYOUT_STATUSES } from './labels';
import { type OperatorPayout, PayoutCard } from './PayoutCard';

const PER_PAGE = 20;

/** The payout queue (newest first), by status, a page at a time. */
export function PayoutQueue({
  status,
  page,
  onFilter,
}: {
  status: PayoutStatus | undefined;
  page: number;
  onFilter: (filter: { status: PayoutStatus | undefined; page: number }) => void;
}) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const [items, setItems] = useState<OperatorPayout[] | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadPayouts({ ...(status ? { status } : {}), page, perPage: PER_PAGE });
    if (result.ok) setItems(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [status, page, i18n]);
  useEffect(() => void reload(), [reload]);

  return (
    <section className={styles.screen} aria-labelledby="payouts-title">
      <div className={styles.heading}>
        <h1 id="payouts-title" className={styles.title}>
          <Trans>Payouts</Trans>
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
            onChange={(event) => onFilter({ status: (event.target.value || undefined) as PayoutStatus, page: 1 })}
          >
            <option value="">{t`All`}</option>
            {PAYOUT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(PAYOUT_STATUS_LABEL[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!may(who, 'decidePayout') && (
        <p className={styles.muted}>
          <Trans>Your role sees the payouts; approving and rejecting them is for payments.</Trans>
        </p>
      )}
      <Outcome outcome={outcome} />
      {items?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No payouts here.</Trans>
        </p>
      )}
      {items && items.length > 0 && (
        <ul className={styles.list}>
          {items.map((payout) => (
            <PayoutCard
              key={payout.id}
              payout={payout}
              canAct={may(who, 'decidePayout')}
              onDone={(line) => {
                setOutcome({ kind: 'ok', lines: [line] });
                void reload();
              }}
              onFailed={(lines) => {
                setOutcome({ kind: 'error', lines });
                void reload();
              }}
            />
          ))}
        </ul>
      )}
      {items && (page > 1 || items.length === PER_PAGE) && (
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button disabled={page <= 1} onClick={() => onFilter({ status, page: page - 1 })}>
            <Trans>Newer</Trans>
          </Button>
          <span>{t`Page ${page}`}</span>
          <Button disabled={items.length < PER_PAGE} onClick={() => onFilter({ status, page: page + 1 })}>
            <Trans>Older</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
