import { useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useSession } from '../../stores/session';
import styles from './Balance.module.css';
import { useLocale } from './use-locale';

/** The player's balance with its currency; from the offline copy it says when it was last updated. */
export function Balance() {
  const { t } = useLingui();
  const locale = useLocale();
  const { profile, stale, updatedAt } = useSession();
  if (!profile) return null;
  const { total_balance, currency } = profile.data;
  const lastUpdated = stale && updatedAt ? t`Last updated ${formatDateTime(updatedAt, locale)}` : null;
  return (
    <div className={styles.balance} data-testid="balance" title={lastUpdated ?? undefined}>
      <span className="visually-hidden">{t`Balance`}</span>
      <span className={styles.amount}>{formatMoney(total_balance, currency, locale)}</span>
      <span className={styles.currency}>{currency}</span>
      {lastUpdated && <span className="visually-hidden">{lastUpdated}</span>}
      {stale && <span className={styles.stale} aria-hidden="true" />}
    </div>
  );
}
