import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Currency } from '../../../../contract/money';
import { Button } from '../../../ui/Button';
import { adjust } from '../../stores/adjustments';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { useFormat } from '../common/use-format';
import { Section } from '../players/Section';
import { type AdjustDirection, signedAmount } from './adjustment-rules';

type Account = 'cash' | 'bonus';

/**
 * A manual credit or debit of the player's real or bonus money, with a reason. Above the threshold the server
 * keeps it for a second operator's approval instead of posting it; one Idempotency-Key per intent (the worker's)
 * makes a double click or a resend one adjustment.
 */
export function AdjustForm({
  userId,
  currency,
  onPosted,
}: {
  userId: number;
  currency: Currency;
  onPosted: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const ids = { amount: useId(), reason: useId() };
  const [account, setAccount] = useState<Account>('cash');
  const [direction, setDirection] = useState<AdjustDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);
  const signed = signedAmount(direction, amount);

  const send = async () => {
    if (!signed || !reason.trim()) return;
    setBusy(true);
    const result = await adjust({ user_id: userId, account, amount: signed, reason: reason.trim() });
    setBusy(false);
    if (!result.ok) return setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
    setAmount('');
    setReason('');
    const shown = format.money(signed, currency);
    if (result.data.kind === 'posted') {
      const tx = result.data.txId;
      setOutcome({ kind: 'ok', lines: [t`${shown} posted (transaction ${tx}).`] });
      onPosted();
    } else {
      const threshold = format.money(result.data.threshold, currency);
      const request = result.data.request.id;
      setOutcome({
        kind: 'ok',
        lines: [t`${shown} is above ${threshold}: request ${request} waits for a second operator's approval.`],
      });
    }
  };

  return (
    <Section title={<Trans>Manual adjustment</Trans>} testId="adjust">
      <form
        className={styles.filters}
        aria-label={t`Manual adjustment`}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <SelectField<Account>
          label={<Trans>Account</Trans>}
          value={account}
          choices={[
            ['cash', t`Real money`],
            ['bonus', t`Bonus`],
          ]}
          onChange={setAccount}
        />
        <SelectField<AdjustDirection>
          label={<Trans>Direction</Trans>}
          value={direction}
          choices={[
            ['credit', t`Credit (add)`],
            ['debit', t`Debit (take)`],
          ]}
          onChange={setDirection}
        />
        <label className={styles.field} htmlFor={ids.amount}>
          {t`Amount, ${currency}`}
          <input
            id={ids.amount}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amount !== '' && !signed}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={ids.reason}>
          <Trans>Reason (kept in the audit log)</Trans>
          <input
            id={ids.reason}
            className={styles.input}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" busy={busy} disabled={!signed || !reason.trim()}>
          {direction === 'credit' ? t`Credit` : t`Debit`}
        </Button>
      </form>
      {amount !== '' && !signed && (
        <p className={styles.error}>
          <Trans>An amount above zero with at most two decimals.</Trans>
        </p>
      )}
      <Outcome outcome={outcome} />
    </Section>
  );
}
