import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './GameLayout.module.css';

/**
 * The line every game shows a guest: how to play for real, and the demo's virtual balance. The sentence is the
 * same before and after the worker answers (it is often the page's largest text, so a change would move LCP to that
 * moment); only the amount, a block of its own, fills in.
 */
export function DemoNotice({ balance, currency }: { balance: string | null; currency: Currency }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className={styles.demo} data-testid="demo-balance">
      <p className={styles.demoLine}>{t`Demo mode: you play with virtual money. Log in to play for real.`}</p>
      <p className={styles.demoLine}>
        {t`Virtual balance:`}{' '}
        <span className={styles.demoAmount}>{balance === null ? '…' : formatMoney(balance, currency, locale)}</span>
      </p>
    </div>
  );
}
