import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import { type QuickAction, quickBet } from './bet-amount';
import styles from './GameLayout.module.css';

interface BetAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  limits: { min: string | null; max: string | null };
  balance: string | null;
  currency: 'RUB' | 'USD' | 'KZT' | 'INR' | 'EUR';
  problem: string | null;
  /** Real-money bets wait for the connection: say so instead of failing. */
  offline?: boolean;
}

/** The stake with ½, ×2, min and max, within the currency's limits (spec §9) and the balance. */
export function BetAmountField({ value, onChange, limits, balance, currency, problem, offline }: BetAmountFieldProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const quick: [QuickAction, string, string][] = [
    ['half', '½', t`Halve the bet`],
    ['double', '×2', t`Double the bet`],
    ['min', t`Min`, t`Minimum bet`],
    ['max', t`Max`, t`Maximum bet`],
  ];
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {t`Bet, ${currency}`}
      </label>
      <div className={styles.amountRow}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(',', '.'))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        {quick.map(([action, label, name]) => (
          <button
            key={action}
            type="button"
            className={styles.quick}
            aria-label={name}
            data-hotkey={action === 'half' || action === 'double' ? action : undefined}
            onClick={() => onChange(quickBet(value, action, limits, balance))}
          >
            {label}
          </button>
        ))}
      </div>
      <p
        id={`${id}-hint`}
        className={problem || offline ? styles.problem : styles.hint}
        role={problem ? 'alert' : offline ? 'status' : undefined}
      >
        {problem ??
          (offline ? t`Bets need a connection. Your amount is kept; play when you are back online.` : null) ??
          (limits.min && limits.max
            ? t`From ${formatMoney(limits.min, currency, locale)} to ${formatMoney(limits.max, currency, locale)}`
            : '')}
      </p>
    </div>
  );
}
