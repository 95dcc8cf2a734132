import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Payout, PayoutStatus } from '../../../contract/api/billing';
import type { BillingView } from '../../../workers/billing/views';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useDraft } from '../../lib/use-draft';
import { useApp } from '../../stores/app';
import { loadBilling } from '../../stores/billing';
import { notify } from '../../stores/notifications';
import { cancelPayout, loadPayouts, requestPayout } from '../../stores/wallet';
import { Button } from '../../ui/Button';
import fieldStyles from '../auth/AuthForm.module.css';
import { useLocale } from '../layout/use-locale';
import styles from './Payouts.module.css';

const STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  held: msg`On hold`,
  processing: msg`Being sent`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
};

/** Withdrawals (inside the Withdraw modal, which names it): request one above the minimum payout, see each one's status and why it is held. */
export function PayoutsPanel() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const amountId = useId();
  const methodId = useId();
  const destinationId = useId();
  const [billing, setBilling] = useState<BillingView | null>(null);
  const [payouts, setPayouts] = useState<Payout[]>([]);
  const [amount, setAmount, clearAmount] = useDraft('payout:amount', '');
  const [method, setMethod] = useState<'card' | 'crypto'>('card');
  const [destination, setDestination, clearDestination] = useDraft('payout:destination', '');
  const { online } = useApp();
  const [busy, setBusy] = useState(false);
  // Asked for once the server says the player has two-factor sign-in.
  const [totp, setTotp] = useState<string | null>(null);
  const totpId = useId();

  const reload = useCallback(async () => {
    const result = await loadPayouts();
    if (result.ok) setPayouts(result.data);
  }, []);

  useEffect(() => {
    const load = async () => {
      const result = await loadBilling();
      if (result.ok) setBilling(result.data);
      await reload();
    };
    void load();
  }, [reload]);

  const money = (value: string, currency = billing?.currency ?? 'RUB') => formatMoney(value, currency, locale);
  const minimum = billing?.payouts.find((p) => p.code === method)?.minAmount ?? null;

  const submit = async () => {
    setBusy(true);
    try {
      const result = await requestPayout({ amount: amount.trim(), method, destination }, totp || undefined);
      if (!result.ok && result.failure.kind === 'http' && result.failure.code.startsWith('totp_')) setTotp(totp ?? '');
      if (!result.ok) {
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        return;
      }
      notify({ kind: 'success', title: t`Withdrawal requested`, lines: [t`We will review it and let you know.`] });
      clearAmount();
      clearDestination();
      setTotp(null);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (id: number) => {
    const result = await cancelPayout(id);
    if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    await reload();
  };

  return (
    <div className={styles.panel}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={fieldStyles.field}>
          <label htmlFor={amountId} className={fieldStyles.label}>
            {minimum ? t`Amount (minimum ${money(minimum)})` : t`Amount`}
          </label>
          <input
            id={amountId}
            className={fieldStyles.input}
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={methodId} className={fieldStyles.label}>
            <Trans>Where to</Trans>
          </label>
          <select
            id={methodId}
            className={fieldStyles.select}
            value={method}
            onChange={(event) => setMethod(event.target.value === 'crypto' ? 'crypto' : 'card')}
          >
            <option value="card">{t`Bank card`}</option>
            <option value="crypto">{t`Crypto wallet`}</option>
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={destinationId} className={fieldStyles.label}>
            {method === 'card' ? t`Card number` : t`Wallet address`}
          </label>
          <input
            id={destinationId}
            className={fieldStyles.input}
            autoComplete="off"
            required
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
          />
        </div>
        {totp !== null && (
          <div className={fieldStyles.field}>
            <label htmlFor={totpId} className={fieldStyles.label}>
              {t`Code from your authenticator app, or a recovery code`}
            </label>
            <input
              id={totpId}
              className={fieldStyles.input}
              autoComplete="one-time-code"
              required
              value={totp}
              onChange={(event) => setTotp(event.target.value)}
            />
          </div>
        )}
        <p className={styles.hint}>
          <Trans>Only your real-money balance can be withdrawn; bonus money stays for play.</Trans>
        </p>
        {!online && (
          <p className={styles.hint} role="status">
            <Trans>Withdrawals need a connection. What you entered is kept; send it when you are back online.</Trans>
          </p>
        )}
        <Button type="submit" variant="primary" busy={busy} disabled={!online}>
          <Trans>Request withdrawal</Trans>
        </Button>
      </form>
      {payouts.length > 0 && (
        <ol className={styles.list} aria-label={t`Your withdrawals`}>
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.item} data-testid="payout">
              <div>
                <p className={styles.amount}>{money(payout.amount, payout.currency)}</p>
                <p className={styles.meta}>
                  {payout.method === 'card' ? t`Card` : t`Crypto`} ···{payout.destination.slice(-4)} ·{' '}
                  {formatDateTime(Date.parse(payout.created_at), locale)}
                </p>
                {(payout.hold_reason || payout.reject_reason) && (
                  <p className={styles.reason}>{payout.hold_reason ?? payout.reject_reason}</p>
                )}
              </div>
              <div className={styles.side}>
                <span className={styles.status} data-status={payout.status}>
                  {i18n._(STATUS_LABELS[payout.status])}
                </span>
                {payout.can_cancel && (
                  <Button variant="ghost" onClick={() => void cancel(payout.id)}>
                    <Trans>Cancel</Trans>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
