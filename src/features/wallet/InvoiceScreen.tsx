import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceView } from '../../../workers/billing/views';
import { formatMoney } from '../../lib/format';
import { Button, buttonClass } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import { CopyButton } from './CopyButton';
import { formatClock, minutesAndSeconds } from './invoice-clock';
import styles from './PayIn.module.css';

interface InvoiceScreenProps {
  invoice: InvoiceView;
  secondsLeft: number;
  status: number | null;
  /** The player gives up this invoice (to start another one). */
  onCancel: () => void;
  cancelling: boolean;
}

/** The invoice: what to pay, where, the countdown and the live status (spec §4 Invoice). */
export function InvoiceScreen({ invoice, secondsLeft, status, onCancel, cancelling }: InvoiceScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { minutes, seconds } = minutesAndSeconds(secondsLeft);
  const number = invoice.id;
  const spoken = t`${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })}`;
  const money = (amount: string) => formatMoney(amount, invoice.currency, locale);
  const statusText = status === 2 ? t`The payment is being processed…` : t`Waiting for your payment…`;
  return (
    <div className={styles.stack}>
      <div className={styles.timer}>
        <span className={styles.timerLabel} aria-hidden="true">
          <Trans>Pay within</Trans>
        </span>
        <p className={styles.countdown} role="timer" aria-label={t`Pay within ${spoken}`}>
          <span aria-hidden="true">{formatClock(secondsLeft, locale)}</span>
        </p>
      </div>
      <dl className={styles.summary}>
        <div className={styles.row}>
          <dt>{t`Invoice`}</dt>
          <dd data-testid="invoice-id">{t`No. ${number}`}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t`To pay`}</dt>
          <dd data-testid="invoice-amount">{money(invoice.amount)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t`Commission`}</dt>
          <dd>{money(invoice.commission)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t`To your balance`}</dt>
          <dd>{money(invoice.shopAmount)}</dd>
        </div>
        {invoice.cardNumber && (
          <div className={styles.row}>
            <dt>{t`Card number`}</dt>
            <dd className={styles.payTo}>
              {invoice.cardNumber}
              <CopyButton value={invoice.cardNumber} label={t`card number`} />
            </dd>
          </div>
        )}
        {invoice.phoneNumber && (
          <div className={styles.row}>
            <dt>{t`Phone number`}</dt>
            <dd className={styles.payTo}>
              {invoice.phoneNumber}
              <CopyButton value={invoice.phoneNumber} label={t`phone number`} />
            </dd>
          </div>
        )}
      </dl>
      {invoice.sumWasChanged && (
        <p className={styles.note}>
          <Trans>The amount was adjusted by the payment provider. Pay exactly the amount shown.</Trans>
        </p>
      )}
      <p className={styles.status} role="status">
        {statusText}
      </p>
      {invoice.paymentUrl && (
        <a className={buttonClass('primary', true)} href={invoice.paymentUrl} target="_blank" rel="noopener">
          <Trans>Open the payment page</Trans>
        </a>
      )}
      <p className={styles.hint}>
        <Trans>To pay another amount or another way, cancel this deposit first.</Trans>
      </p>
      <Button variant="ghost" wide onClick={onCancel} busy={cancelling} disabled={status === 2}>
        <Trans>Cancel this deposit</Trans>
      </Button>
    </div>
  );
}
