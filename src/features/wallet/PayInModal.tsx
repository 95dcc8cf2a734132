import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { useDraft } from '../../lib/use-draft';
import { useApp } from '../../stores/app';
import {
  billingState,
  cancelInvoice,
  createInvoice,
  loadBilling,
  resumeInvoice,
  useBilling,
} from '../../stores/billing';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { WalletIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useLocale } from '../layout/use-locale';
import { InvoiceScreen } from './InvoiceScreen';
import styles from './PayIn.module.css';
import { amountProblem, quickAmounts } from './quick-amounts';

/**
 * PayIn (spec §2): choose a method and an amount, then pay the invoice while it counts down. An invoice the player
 * has not paid yet (made in this tab, another one or another device) is resumed rather than a new one offered.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const amountId = useId();
  const { data, invoice, secondsLeft, status } = useBilling();
  const [loadFailed, setLoadFailed] = useState(false);
  const [methodHash, setMethodHash] = useState<string | null>(null);
  const [amount, setAmount, clearAmount] = useDraft('deposit:amount', '');
  const { online } = useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The player turns down the bonus this deposit would bring (sent with the deposit; the server then grants none). */
  const [declineBonus, setDeclineBonus] = useState(false);
  // A second click before the first re-render must not send a second request.
  const submitting = useRef(false);
  const [cancelling, setCancelling] = useState(false);
  // The server says whether an invoice is open before the form is offered (offline: the worker's saved one).
  const [resumeChecked, setResumeChecked] = useState(false);

  useEffect(() => {
    const load = async () => {
      const result = await loadBilling();
      if (result.ok) billingState.data = result.data;
      else setLoadFailed(true);
    };
    void load();
    void resumeInvoice().finally(() => setResumeChecked(true));
  }, []);

  const method = data?.methods.find((m) => m.hash === methodHash) ?? data?.methods[0] ?? null;
  useEffect(() => {
    if (method && !amount) setAmount(method.defaultAmount);
  }, [method, amount, setAmount]);

  if (invoice) {
    return (
      <Modal title={t`Deposit`} onClose={onClose}>
        <InvoiceScreen
          invoice={invoice}
          secondsLeft={secondsLeft}
          status={status}
          cancelling={cancelling}
          onCancel={async () => {
            setCancelling(true);
            const result = await cancelInvoice();
            setCancelling(false);
            if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
          }}
        />
      </Modal>
    );
  }

  if (loadFailed || (data && data.methods.length === 0)) {
    return (
      <Modal title={t`Deposit`} onClose={onClose}>
        <EmptyState
          icon={<WalletIcon width={28} height={28} />}
          title={loadFailed ? t`Payment methods did not load` : t`No payment methods for your currency yet`}
          text={
            loadFailed
              ? t`Check your connection and open Deposit again.`
              : t`Write to support and we will help you top up.`
          }
        />
      </Modal>
    );
  }

  const money = (value: string) => (data ? formatMoney(value, data.currency, locale) : value);

  const submit = async () => {
    if (!method) return;
    const issue = amountProblem(amount, method.minAmount, method.maxAmount);
    if (issue) {
      setProblem(
        issue === 'min'
          ? t`The minimum for this method is ${money(method.minAmount)}`
          : issue === 'max'
            ? t`The maximum for this method is ${money(method.maxAmount)}`
            : t`Enter an amount like 150 or 150.50`,
      );
      return;
    }
    if (submitting.current) return;
    setProblem(null);
    submitting.current = true;
    setBusy(true);
    try {
      const result = await createInvoice({
        methodHash: method.hash,
        amount: amount.trim(),
        declineBonus: Boolean(data?.bonusName) && declineBonus,
      });
      if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      else clearAmount();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal title={t`Deposit`} onClose={onClose}>
      {!data || !method || !resumeChecked ? (
        <p role="status">
          <Trans>Loading payment methods…</Trans>
        </p>
      ) : (
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>
              <Trans>Payment method</Trans>
            </legend>
            {data.methods.map((m) => (
              <label key={m.hash} className={styles.method}>
                <input
                  type="radio"
                  name="method"
                  value={m.hash}
                  checked={m.hash === method.hash}
                  onChange={() => {
                    setMethodHash(m.hash);
                    setAmount(m.defaultAmount);
                  }}
                />
                <span className={styles.methodName}>{m.name}</span>
                <span className={styles.limits}>
                  {money(m.minAmount)} – {money(m.maxAmount)}
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.stack}>
            <label htmlFor={amountId} className={styles.legend}>
              <Trans>Amount, {data.currency}</Trans>
            </label>
            <input
              id={amountId}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className={styles.method}
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${amountId}-problem` : undefined}
            />
            {problem && (
              <p id={`${amountId}-problem`} className={styles.note} role="alert">
                {problem}
              </p>
            )}
            <div className={styles.quick}>
              {quickAmounts(method.minAmount, method.maxAmount, method.defaultAmount).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.chip}
                  aria-pressed={value === amount}
                  onClick={() => setAmount(value)}
                >
                  {money(value)}
                </button>
              ))}
            </div>
          </div>
          {data.bonusName && (
            <div className={styles.note}>
              <p>
                <Trans>Bonus with this deposit: {data.bonusName}</Trans>
              </p>
              <label>
                <input
                  type="checkbox"
                  checked={declineBonus}
                  onChange={(event) => setDeclineBonus(event.target.checked)}
                />{' '}
                <Trans>No bonus with this deposit</Trans>
              </label>
            </div>
          )}
          {!online && (
            <p className={styles.note} role="status">
              <Trans>Deposits need a connection. Your amount is kept; continue when you are back online.</Trans>
            </p>
          )}
          <Button type="submit" variant="primary" wide busy={busy} disabled={!online}>
            <Trans>Continue</Trans>
          </Button>
        </form>
      )}
    </Modal>
  );
}
