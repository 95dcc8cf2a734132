import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OperatorDeposit } from '../../../../contract/api/backoffice-payments';
import { Button } from '../../../ui/Button';
import { refundDeposit } from '../../stores/deposits';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ReasonForm } from '../common/ReasonForm';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { isRefundable } from './deposit-filter';
import { DEPOSIT_STATUS_LABEL, depositTone } from './labels';

/** One deposit: what was asked, paid and credited, the provider's state and reference, and its refund. */
export function DepositCard({
  deposit,
  canRefund,
  onDone,
  onFailed,
}: {
  deposit: OperatorDeposit;
  canRefund: boolean;
  onDone: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = deposit.id;
  const money = (amount: string) => format.money(amount, deposit.currency);

  const refund = async (reason: string) => {
    setBusy(true);
    const result = await refundDeposit(id, reason);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setAsking(false);
    const amount = money(result.data.refund?.amount ?? deposit.credited);
    onDone(t`Deposit ${id} refunded: ${amount} taken back from the player's balance.`);
  };

  const facts: [string, React.ReactNode][] = [
    [
      t`Player`,
      <Link
        key="player"
        to="/players/$userId"
        params={{ userId: String(deposit.user_id) }}
      >{`#${deposit.user_id}`}</Link>,
    ],
    [t`Asked`, money(deposit.amount)],
    [t`Paid`, deposit.paid === null ? '—' : money(deposit.paid)],
    [t`Commission`, money(deposit.commission)],
    [t`Credited`, money(deposit.credited)],
    [t`Method`, `${deposit.method} · ${deposit.provider}`],
    [t`Provider reference`, deposit.provider_ref ?? '—'],
    [t`Created`, format.when(deposit.created_at)],
    [t`Paid at`, deposit.paid_at ? format.when(deposit.paid_at) : '—'],
  ];
  if (deposit.sum_was_changed) facts.push([t`Sum changed`, t`The player paid another sum than asked`]);
  if (deposit.failure_reason) facts.push([t`Why it failed`, deposit.failure_reason]);
  if (deposit.refund) {
    const { refund: done } = deposit;
    facts.push([
      t`Refunded`,
      `${money(done.amount)} · ${done.actor} · ${format.when(done.created_at)} · ${done.reason}`,
    ]);
  }

  return (
    <li className={styles.card} aria-labelledby={`deposit-${id}`} data-testid="deposit">
      <div className={styles.cardHead}>
        <h2 id={`deposit-${id}`} className={styles.cardTitle}>
          {t`Deposit ${id}`} · {money(deposit.amount)}
        </h2>
        <span className={styles.badge} data-tone={deposit.refund ? 'bad' : depositTone(deposit.status)}>
          {deposit.refund ? t`Refunded` : `${i18n._(DEPOSIT_STATUS_LABEL[deposit.status])} (${deposit.status})`}
        </span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <Fact key={name} label={name}>
            {value}
          </Fact>
        ))}
      </dl>
      {canRefund && isRefundable(deposit) && !asking && (
        <div className={styles.actions}>
          <Button busy={busy} onClick={() => setAsking(true)}>
            <Trans>Refund</Trans>
          </Button>
        </div>
      )}
      {asking && (
        <ReasonForm
          label={t`Why is it refunded?`}
          submitLabel={t`Refund the deposit`}
          hint={t`Kept in the audit log`}
          busy={busy}
          onSubmit={(reason) => void refund(reason)}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}
