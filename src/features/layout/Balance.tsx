import { useLingui } from '@lingui/react/macro';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useApp } from '../../stores/app';
import { profileAvailability, useSession } from '../../stores/session';
import styles from './Balance.module.css';
import { useLocale } from './use-locale';

/** The player's balance with its currency; from the offline copy it says when it was last updated. */
export function Balance() {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useSession();
  const { online } = useApp();
  const { profile, stale, updatedAt } = session;
  if (!profile) {
    // A token with no saved copy: the frame stays the player's, the amount waits for the server.
    const offline = profileAvailability(session, online) === 'offline';
    return (
      <div className={styles.balance} data-testid="balance-not-loaded">
        <span className="visually-hidden">{t`Balance`}</span>
        <span className={styles.pending} aria-hidden={offline || undefined}>
          {offline ? t`Not loaded yet` : t`Loading…`}
        </span>
        {offline && <span className="visually-hidden">{t`Not loaded yet, you are offline`}</span>}
        {offline && <span className={styles.stale} aria-hidden="true" />}
      </div>
    );
  }
  const { total_balance, balance, bonus_balance, currency } = profile.data;
  const hasBonus = Number(bonus_balance) > 0;
  const lastUpdated = stale && updatedAt ? t`Last updated ${formatDateTime(updatedAt, locale)}` : null;
  return (
    <div className={styles.balance} data-testid="balance" title={lastUpdated ?? undefined}>
      <span className="visually-hidden">{t`Balance`}</span>
      <span className={styles.amount}>{formatMoney(total_balance, currency, locale)}</span>
      <span className={styles.currency}>{currency}</span>
      {hasBonus && (
        <span className={styles.split} data-testid="balance-split">
          <span>{t`Real ${formatMoney(balance, currency, locale)}`}</span>
          <span className={styles.dot} aria-hidden="true">
            {' · '}
          </span>
          <span>{t`Bonus ${formatMoney(bonus_balance, currency, locale)}`}</span>
        </span>
      )}
      {lastUpdated && <span className="visually-hidden">{lastUpdated}</span>}
      {stale && <span className={styles.stale} aria-hidden="true" />}
    </div>
  );
}
